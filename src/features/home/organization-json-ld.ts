import { BRAND, HEADQUARTERS, SOCIAL_LINKS } from '@/lib/site/company';
import { OFFICES } from '@/lib/site/offices';
import { absoluteUrl, organizationId } from '@/lib/site/seo';
import { siteUrl } from '@/lib/site/site-url';

// Only the home page carries it, so the office list stays out of every other page's script.
/** The brokerage as schema.org data, with its offices as departments. */
export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': ['InsuranceAgency', 'FinancialService'],
    '@id': organizationId(),
    name: BRAND.name,
    legalName: BRAND.legalName,
    url: siteUrl(),
    logo: absoluteUrl('/favicon.svg'),
    email: HEADQUARTERS.email,
    telephone: HEADQUARTERS.phone,
    areaServed: ['ES', 'PT', 'IT'],
    address: {
      '@type': 'PostalAddress',
      streetAddress: HEADQUARTERS.street,
      postalCode: HEADQUARTERS.postalCode,
      addressLocality: HEADQUARTERS.city,
      addressCountry: HEADQUARTERS.country,
    },
    sameAs: SOCIAL_LINKS.map((link) => link.href),
    department: OFFICES.map((office) => ({
      '@type': 'InsuranceAgency',
      name: office.title,
      telephone: office.phone,
      address: {
        '@type': 'PostalAddress',
        streetAddress: office.address,
        postalCode: office.postalCode,
        addressLocality: office.city,
        addressCountry: office.country,
      },
      geo: { '@type': 'GeoCoordinates', latitude: office.coordinates.lat, longitude: office.coordinates.lng },
    })),
  };
}
