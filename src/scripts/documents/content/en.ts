import type { LanguageDocuments } from '../types';
import { BRAND, COMPLAINTS_EMAIL, CONTACT, HQ_ADDRESS, REGISTRATIONS, identityFacts, registerFacts } from './shared';

const identity = identityFacts({
  legalName: 'Company name',
  taxId: 'Tax ID (NIF)',
  address: 'Registered office',
  country: 'Spain',
  email: 'E-mail',
  phone: 'Telephone',
});

export const en: LanguageDocuments = {
  lang: 'en',
  masthead: 'Financial advisers',
  versionLabel: 'Version',
  legal: {
    'legal-notice': {
      subject: `Who runs this website and how ${BRAND.name} is registered as an intermediary`,
      blocks: [
        { kind: 'heading', text: '1. Website owner' },
        {
          kind: 'paragraph',
          text: `In accordance with Article 10 of Spanish Law 34/2002 on information society services and electronic commerce (LSSI-CE), this website is owned by ${BRAND.legalName}, trading as ${BRAND.name}:`,
        },
        identity,
        { kind: 'heading', text: '2. Activity and registrations' },
        {
          kind: 'paragraph',
          text: `${BRAND.name} is an independent insurance broker and financial advisory firm. Its insurance distribution activity is governed by Spanish Royal Decree-Law 3/2020 and supervised by the Directorate-General for Insurance and Pension Funds (DGSFP).`,
        },
        {
          kind: 'bullets',
          items: [
            `Spain: insurance broker entered in the DGSFP administrative register of insurance intermediaries, reinsurance brokers and their senior officers under code ${REGISTRATIONS.spainInsurance}. The entry can be checked on the DGSFP website.`,
            `Italy: entered in the Single Register of Insurance and Reinsurance Intermediaries (RUI) kept by IVASS, section E, under number ${REGISTRATIONS.italyInsurance}.`,
            `Portugal: insurance broker registered with the Insurance and Pension Funds Supervisory Authority (ASF) under number ${REGISTRATIONS.portugalInsurance}, and credit intermediary registered with the Banco de Portugal under number ${REGISTRATIONS.portugalCredit}.`,
            `Mortgage loans in Spain: intermediation is carried out by our partner ${REGISTRATIONS.mortgagePartnerName}, a real-estate credit intermediary registered with the Banco de España under number ${REGISTRATIONS.mortgagePartner} and supervised by it. ${BRAND.name} does not grant loans and does not receive client funds for this purpose.`,
          ],
        },
        registerFacts,
        {
          kind: 'paragraph',
          text: `The brokerage holds the professional indemnity insurance and the financial capacity required by insurance distribution rules. ${BRAND.name} holds no stake in any insurance company, and no insurance company holds a stake in ${BRAND.name}.`,
        },
        { kind: 'heading', text: '3. Independence and remuneration' },
        {
          kind: 'paragraph',
          text: `As a broker, ${BRAND.name} reviews offers from a range of providers objectively and recommends the one that best fits each client's needs. Our advice costs the client nothing: the brokerage is paid by the providers through commissions included in the price of the product, which are disclosed to you before you sign.`,
        },
        { kind: 'heading', text: '4. Use of the website and its content' },
        {
          kind: 'paragraph',
          text: 'The information on this website is general in nature. It is not a binding offer, a personal recommendation or investment, insurance or credit advice: every decision calls for an individual review of your circumstances with one of our advisers. Use of the website is governed by the Terms of use; the processing of personal data is described in the Privacy policy and the Cookies policy.',
        },
        { kind: 'heading', text: '5. Intellectual and industrial property' },
        {
          kind: 'paragraph',
          text: `The texts, images, logos, graphic design and code of this website belong to ${BRAND.legalName} or to third parties who have authorised their use. You may view them and download the documents for personal use; reproducing, distributing or adapting them for commercial purposes requires our prior written consent. The ${BRAND.name} name and logo are protected trade marks.`,
        },
        { kind: 'heading', text: '6. Liability and links' },
        {
          kind: 'paragraph',
          text: `${BRAND.name} takes care to keep the published information accurate and up to date, but cannot guarantee that it is free of errors or that the website will always be available. Links to third-party websites are provided for reference only: ${BRAND.name} does not control their content and is not responsible for it.`,
        },
        { kind: 'heading', text: '7. Customer service and complaints' },
        {
          kind: 'paragraph',
          text: `You can send complaints to our Customer Service department at ${COMPLAINTS_EMAIL} or by post to ${HQ_ADDRESS}, Spain. We will reply within the period set by the applicable rules. If you disagree with our reply, or do not receive it in time, you may refer the matter to the DGSFP Complaints Service; in Portugal, to the ASF or the Banco de Portugal; and in Italy, to IVASS.`,
        },
        { kind: 'heading', text: '8. Governing law' },
        {
          kind: 'paragraph',
          text: 'This legal notice is governed by Spanish law. Any dispute will be settled by the courts that have jurisdiction under the law; where the user is a consumer, the courts of the consumer\u2019s place of residence have jurisdiction.',
        },
      ],
    },
    'privacy-policy': {
      subject: 'How we handle your personal data and how to exercise your rights',
      blocks: [
        {
          kind: 'paragraph',
          text: `This policy explains how ${BRAND.name} processes the personal data of people who visit this website, ask us for information or subscribe to our newsletter, in line with the General Data Protection Regulation (EU) 2016/679 (GDPR) and Spanish Organic Law 3/2018 on data protection and digital rights.`,
        },
        { kind: 'heading', text: '1. Data controller' },
        identity,
        {
          kind: 'paragraph',
          text: `For any privacy matter, write to ${CONTACT.email} with "Data protection" in the subject line.`,
        },
        { kind: 'heading', text: '2. What data we process' },
        {
          kind: 'bullets',
          items: [
            'Contact form: full name, e-mail address, telephone number, your question and the page you wrote from.',
            'Newsletter: name and e-mail address.',
            'Support chat (only if you accept cookies): the messages you send us through it.',
            'Clients: the data needed to review your situation, present proposals and manage the contracts you take out through us.',
          ],
        },
        { kind: 'heading', text: '3. Purposes and legal bases' },
        {
          kind: 'bullets',
          items: [
            'Answering your contact request and preparing a proposal: steps taken at your request before entering into a contract (Art. 6(1)(b) GDPR).',
            'Sending you the newsletter: your consent (Art. 6(1)(a) GDPR), which you can withdraw at any time through the unsubscribe link in every issue.',
            'Arranging and managing insurance and financial products: performance of the brokerage contract and compliance with legal obligations, including anti-money-laundering rules (Art. 6(1)(b) and 6(1)(c) GDPR).',
            'Keeping the website secure and defending our rights: legitimate interest (Art. 6(1)(f) GDPR).',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We do not take decisions based solely on automated processing that produce legal effects for you, and we do not build profiles for advertising.',
        },
        { kind: 'heading', text: '4. How long we keep data' },
        {
          kind: 'paragraph',
          text: 'We keep contact data while we handle your request and, if you do not become a client, for as long as needed to deal with any claims. Newsletter data is kept until you unsubscribe. Client data is kept for the duration of the relationship and then for the periods required by commercial, tax, insurance and anti-money-laundering law.',
        },
        { kind: 'heading', text: '5. Recipients' },
        {
          kind: 'paragraph',
          text: `We only share your data with the insurers, fund managers and financial institutions whose products you ask for, with our partner ${REGISTRATIONS.mortgagePartnerName} if you request a mortgage review, and with public authorities where the law requires it. Our web hosting, e-mail delivery, newsletter and chat providers access data as processors, under contract and only on our instructions. Where any of them processes data outside the European Economic Area, it does so with the safeguards required by the GDPR, such as the European Commission's standard contractual clauses.`,
        },
        { kind: 'heading', text: '6. Your rights' },
        {
          kind: 'paragraph',
          text: `You have the right to access, rectify and erase your data, to object to or restrict its processing and to data portability, and you may withdraw your consent at any time. Write to ${CONTACT.email} or to ${HQ_ADDRESS}, Spain. If we have reasonable doubts about your identity, we may ask for additional information to confirm it. We will reply within one month.`,
        },
        {
          kind: 'paragraph',
          text: 'If you believe we have not handled your rights properly, you may lodge a complaint with the Spanish Data Protection Agency (www.aepd.es) or with the supervisory authority of your country of residence: in Portugal, the Comissão Nacional de Proteção de Dados; in Italy, the Garante per la protezione dei dati personali.',
        },
        { kind: 'heading', text: '7. Security and minors' },
        {
          kind: 'paragraph',
          text: 'We apply technical and organisational measures appropriate to the risk, including encrypted connections, access control and confidentiality training for our staff. Our services are intended for adults; we do not knowingly collect data from minors.',
        },
        { kind: 'heading', text: '8. Changes to this policy' },
        {
          kind: 'paragraph',
          text: 'We may update this policy to reflect changes in the law or in our services. The version in force is always the one published on this website, with its version date in the footer.',
        },
      ],
    },
    'cookies-policy': {
      subject: 'Which cookies this website uses and how you can manage them',
      blocks: [
        { kind: 'heading', text: '1. What cookies are' },
        {
          kind: 'paragraph',
          text: 'Cookies are small files that a website stores in your browser to remember information between visits. Together with similar technologies, such as the browser\u2019s local storage, they make the website work and, if you allow it, enable additional services. This policy complies with Article 22(2) of Spanish Law 34/2002 (LSSI-CE) and the GDPR.',
        },
        { kind: 'heading', text: '2. Cookies we use' },
        {
          kind: 'table',
          columns: [
            { header: 'Cookie', width: 22 },
            { header: 'Purpose', width: 42 },
            { header: 'Type', width: 18 },
            { header: 'Duration', width: 18 },
          ],
          rows: [
            ['Consent', 'Remembers whether you accepted or rejected cookies, so we do not ask again on every page.', 'First-party, strictly necessary', '30 days'],
            ['Support chat', 'Lets you talk to an adviser from the website (Spanish and Portuguese versions only).', 'Third-party, needs your consent', 'Set by the chat provider'],
            ['Promotional pop-up', 'Shows campaigns and informative offers (Spanish version only).', 'Third-party, needs your consent', 'Set by the provider'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'The website also keeps the language you chose in a technical cookie and in your browser\u2019s local storage, so that pages are shown in that language. It contains nothing that identifies you.',
        },
        { kind: 'heading', text: '3. No analytics or advertising without your permission' },
        {
          kind: 'paragraph',
          text: `This website does not use analytics or advertising cookies without your consent. The chat and the promotional pop-up are loaded only after you click "Accept all"; if you click "Reject all", those services are not loaded and only the cookie that records your choice is stored. Should ${BRAND.name} ever add measurement tools, they would only run with your prior consent and would be described in this policy.`,
        },
        { kind: 'heading', text: '4. Managing your consent' },
        {
          kind: 'paragraph',
          text: 'On your first visit you will see a banner with two equally prominent options: accept all cookies or reject them. Your choice is kept for 30 days; after that we will ask you again. You can change your mind at any time by deleting this website\u2019s cookies in your browser: the banner will appear again on your next visit.',
        },
        {
          kind: 'paragraph',
          text: 'You can also block or delete cookies in your browser settings. In Chrome, Edge, Firefox and Safari these options are under privacy and security. If you block all cookies, some features of the website may stop working.',
        },
        { kind: 'heading', text: '5. Third-party cookies' },
        {
          kind: 'paragraph',
          text: 'The providers of the chat and of the promotional pop-up are responsible for the cookies they set and may process browsing data under their own privacy policies, which we recommend you read. We only load them if you have accepted, and we may remove them from the website at any time.',
        },
        { kind: 'heading', text: '6. Further information' },
        {
          kind: 'paragraph',
          text: `If you have any question about this policy or about how we handle your data, write to ${CONTACT.email} or call ${CONTACT.phone}. Your rights are explained in our Privacy policy.`,
        },
      ],
    },
    terms: {
      subject: `The terms that govern access to and use of the ${BRAND.name} website`,
      blocks: [
        { kind: 'heading', text: '1. Scope and acceptance' },
        {
          kind: 'paragraph',
          text: `These terms govern access to and use of the website of ${BRAND.legalName} (${BRAND.name}), with registered office at ${HQ_ADDRESS}, Spain. By browsing the website you accept these terms in the version published at the time; we recommend that you read them on each visit.`,
        },
        { kind: 'heading', text: '2. Free access' },
        {
          kind: 'paragraph',
          text: 'Access to the website is open and free of charge and needs no registration. Some services, such as contact requests and the newsletter, require you to provide personal data, which we process as explained in the Privacy policy.',
        },
        { kind: 'heading', text: '3. Your obligations' },
        {
          kind: 'bullets',
          items: [
            'Provide true and current data in the forms, and only your own data or that of people who have authorised you.',
            'Do not use the website for unlawful purposes or in any way that could harm its operation, its systems or the rights of others.',
            'Do not introduce viruses or harmful software, or try to access areas or data that are not public.',
            'Do not reproduce or commercially exploit the content without permission.',
          ],
        },
        { kind: 'heading', text: '4. Information only' },
        {
          kind: 'paragraph',
          text: 'The content on insurance, pension plans, savings, alternative investments and mortgages, the blog articles and the downloadable documents are general information. They are not personal advice or a binding offer. Every investment involves risk, including the possible loss of the capital invested, and past returns do not guarantee future returns. Before you sign, you will receive the product\u2019s pre-contractual documents and your adviser\u2019s recommendation.',
        },
        { kind: 'heading', text: '5. Forms and communications' },
        {
          kind: 'paragraph',
          text: `When you send a contact request, a ${BRAND.name} adviser will get in touch with you through the channel you indicate. To send it, you must accept the Privacy policy. Subscribing to the newsletter is voluntary and you can cancel it from any issue. Sending a form does not mean you have taken out any product.`,
        },
        { kind: 'heading', text: '6. Third-party services' },
        {
          kind: 'paragraph',
          text: 'The website may include links to third-party websites, embedded videos, social media profiles and, if you accept cookies, a support chat. These services are governed by their own terms; including them does not mean that we endorse them or control their content.',
        },
        { kind: 'heading', text: '7. Intellectual property' },
        {
          kind: 'paragraph',
          text: `All content on the website is protected by intellectual and industrial property rights belonging to ${BRAND.name} or its licensors. You may view it and download the documents for personal use, citing the source; any other use requires prior permission.`,
        },
        { kind: 'heading', text: '8. Availability and liability' },
        {
          kind: 'paragraph',
          text: `We work to keep the website available and free of errors, but we may interrupt it for maintenance or for reasons beyond our control. Except where the law provides otherwise, ${BRAND.name} is not liable for damage arising from using the information on the website without the corresponding individual advice, or for the content of third-party websites.`,
        },
        { kind: 'heading', text: '9. Changes, governing law and contact' },
        {
          kind: 'paragraph',
          text: `We may change these terms and the content of the website at any time; the version in force is the one published, with its version date in the footer. These terms are governed by Spanish law. If you are a consumer, the courts of your place of residence have jurisdiction. For any question, write to ${CONTACT.email} or call ${CONTACT.phone}.`,
        },
      ],
    },
  },
  eventsCalendar: {
    subject: 'Financial education workshops, December 2026 to May 2027',
    intro: [
      {
        kind: 'paragraph',
        text: `Our advisers run free financial education workshops at ${BRAND.name} offices. They are practical sessions in small groups, designed to help you make better decisions about saving, protection and retirement, with no obligation to buy anything. Sessions in Spain are held in Spanish and sessions in Portugal in Portuguese.`,
      },
      {
        kind: 'notice',
        text: `Places are limited. Book yours through the contact form on our website, at ${CONTACT.email} or by calling ${CONTACT.phone}, stating the workshop and the city.`,
      },
    ],
    columns: { date: 'Date', time: 'Time', city: 'City', topic: 'Workshop' },
    topics: {
      retirement: 'Planning your retirement: state pension and supplementary savings',
      'family-budget': 'Household budgeting and an emergency fund',
      'pension-tax': 'Pension plans and tax: what to review before the year ends',
      'investing-basics': 'First steps in investing: risk, time horizon and diversification',
      insurance: 'Personal insurance: protecting your family and your assets',
      mortgage: 'Buying a home: choosing and improving your mortgage',
      'self-employed': 'Self-employed: planning ahead, protection and savings',
      'alternative-investments': 'Alternative investments in credit rights: how they work and what the risks are',
      'young-savers': 'Money for young people: first salary, first savings',
    },
    venuesHeading: 'Venues',
    closing: [
      {
        kind: 'paragraph',
        text: 'The calendar may change for organisational reasons; if a workshop is moved or cancelled, we will let registered participants know in advance. The workshops are educational and do not constitute personal advice.',
      },
    ],
  },
};
