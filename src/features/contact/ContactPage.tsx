import { InnerPage } from '@/features/pages/InnerPage';
import { ContactDetails } from './ContactDetails';
import { ContactSection } from './ContactSection';
import { Offices } from './Offices';

/** /{lang}/contact: headquarters, phone and e-mail beside the contact form, then the offices. */
export function ContactPage() {
  return (
    <InnerPage namespace="contact">
      <ContactSection aside={<ContactDetails />} />
      <Offices />
    </InnerPage>
  );
}
