import { Static } from '@/page-pipeline/react/Static';
import { InnerPage } from '@/features/page-kit/InnerPage';
import { HeadquartersAddress } from './HeadquartersAddress';
import { ContactSection } from './ContactSection';
import { Offices } from './Offices';

/** /{lang}/contact: headquarters, phone and e-mail beside the contact form, then the offices. */
export function ContactPage() {
  return (
    <InnerPage namespace="contact">
      <ContactSection
        aside={
          <Static>
            <HeadquartersAddress />
          </Static>
        }
      />
      <Offices />
    </InnerPage>
  );
}
