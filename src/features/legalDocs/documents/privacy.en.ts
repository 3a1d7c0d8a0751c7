import { parseBlocks, section } from './markup';
import type { DocBrand, LegalDocument } from './types';

/** The full privacy notice (English). The figures of spec section 9 are quoted as they are. */
export default function privacyEn(b: DocBrand): LegalDocument {
  return {
    language: 'en',
    title: 'Privacy notice',
    updated: 'Last updated: 23 November 2026',
    contentsTitle: 'Contents',
    backToContents: 'Back to contents',
    preamble: parseBlocks(`
      ${b.companyName} ("${b.appName}", "we", "us") provides this full privacy notice under Mexico's Federal Law on the Protection of Personal Data Held by Private Parties, its Regulations and the Privacy Notice Guidelines. It explains which personal data we process, why, with whom we share it and how you can exercise your rights.
      Loans are for Mexican users only: we only accept applications from adults who live in Mexico and hold a valid Mexican official ID.
    `),
    sections: [
      section(
        'controller',
        '1. Who is responsible for your data',
        `
        The controller of your personal data is ${b.companyName}, which runs the ${b.appName} app and web pages.
        For any matter about this notice or your personal data, contact our Personal Data Department:
        - E-mail: ${b.email}
        - Customer service telephone: ${b.servicePhone}
        - Address for notices: the one published in the contact section of our official website.
      `,
      ),
      section(
        'scope',
        '2. Who this notice applies to',
        `
        This notice applies to everyone who downloads and uses the ${b.appName} app, visits our web pages, applies for, takes out or repays a loan, and contacts our customer service.
        Loans are for Mexican users only. If you do not live in Mexico, please do not apply: the data of an application that does not meet this requirement is deleted and not used for any other purpose.
      `,
      ),
      section(
        'data',
        '3. Personal data we collect',
        `
        We collect your data directly from you when you enter it in the app, automatically when you use our services and, with your authorization, from credit bureaus. The categories are:
        = Identification data | full name, date and place of birth, sex, nationality, CURP, RFC, an image of your official ID and your electronic signature.
        = Contact data | mobile phone number, e-mail address, home address and, if you provide them, the contact details of personal references, whom we only contact to verify the reference.
        = Employment and financial data | occupation, source and amount of income, the bank account or card in which you receive and repay your loan (CLABE, bank and the last digits of the card), your payment history with us and your credit history.
        = Device data | device and advertising identifiers, model, operating system, app version, IP address and, if you allow it, approximate location, used to prevent fraud and protect your account.
        = Biometric data | images of your face and the facial template derived from them, used only to check your identity (section 4).
        Biometric data is sensitive personal data. We only process it with your express written consent, which you give in the app before the identity check. We do not collect data on your ethnic origin, health, beliefs, political or union affiliation or sexual orientation.
      `,
      ),
      section(
        'biometrics',
        '4. Biometric data and face verification',
        `
        To confirm that the applicant is the holder of the ID, the app takes a photo or a short video of your face and compares it with the photo on your official ID (liveness check and face match).
        Face images and the facial template are deleted within 30 days after the verification. We keep only the result of the check (passed or not passed) and its date, as a record of the process.
        We do not use your biometric data for advertising, we do not sell it, and we do not share it with anyone other than the provider that performs the comparison on our behalf, which must use it only for that purpose and with the same security measures.
      `,
      ),
      section(
        'primary',
        '5. Primary purposes',
        `
        We process your personal data for the following purposes, which are necessary for your legal relationship with us:
        - Verifying your identity, your age and that you live in Mexico.
        - Assessing your application and your ability to repay, including a check of your credit history with credit bureaus with your authorization.
        - Entering into, managing and performing the loan agreement: sending the money, calculating and receiving payments, and issuing receipts.
        - Handling extensions, clarifications, complaints and customer service requests.
        - Collecting overdue amounts, by the means and at the times the law allows.
        - Preventing and detecting fraud, identity theft and unlawful transactions, and keeping your account secure.
        - Meeting legal obligations and requests from competent authorities, including anti-money-laundering rules.
      `,
      ),
      section(
        'secondary',
        '6. Secondary purposes',
        `
        With your consent, we also use your contact data to:
        - Send you offers of new loans and ${b.appName} promotions.
        - Ask for your opinion of our services and run quality surveys.
        - Produce internal statistics that help us improve the app.
        These purposes are not necessary for your loan. You can refuse them at any time in the app's settings or by writing to ${b.email}; refusing does not affect your application or your loan.
      `,
      ),
      section(
        'transfers',
        '7. Transfers of personal data',
        `
        We share your personal data only in these cases:
        - With credit bureaus, to check and report your credit history, under the authorization you give when you apply.
        - With banks, payment processors and the stores that take your payments, to send the loan and apply your payments.
        - With competent authorities, when a law or a court order requires it.
        - With a third party that acquires the rights to collect your loan, which takes on the obligations of this notice.
        These transfers do not need your consent under article 37 of the Law, because they are necessary for the agreement you entered into with us or required by law. Providers that process data on our behalf (hosting, messaging, identity checks, collection) are processors, not third parties: they may only use it on our instructions.
        We do not sell or rent your personal data.
      `,
      ),
      section(
        'arco',
        '8. Your ARCO rights',
        `
        You have the right to Access your personal data, to Rectify it if it is inaccurate or incomplete, to Cancel it when you consider it is not needed for any purpose of this notice, and to Oppose its processing for specific purposes (ARCO rights).
        To exercise them, send a request to ${b.email} from the e-mail address or phone registered in your account, with:
        - Your full name and a way to send you the answer.
        - A copy of your official ID or, if you act for someone else, the document that proves you represent them.
        - A clear description of the data and of the right you want to exercise and, for a rectification, the correct data and a document that supports it.
        If your request lacks the information we need, we will ask you once, within 5 days of receiving it, to correct or complete it. You will have 10 working days to answer that request; if you do not, the request is treated as not filed.
        We will send you our answer within 20 days of receiving your complete request. If the request is granted, it takes effect within 15 working days of the date of the answer. These periods may be extended once by an equal period when the circumstances justify it, and we will tell you so.
        The answer and the delivery of your data are free of charge; you would only pay shipping or copying costs, if you ask for copies.
      `,
      ),
      section(
        'revocation',
        '9. Withdrawing your consent',
        `
        You can withdraw the consent you gave us to process your personal data, with the same procedure and periods as in section 8.
        Withdrawal is not retroactive, and in some cases we cannot act on it at once because a legal obligation or a current loan agreement requires us to keep processing certain data, for example while a balance is outstanding. If so, we will explain it in our answer.
      `,
      ),
      section(
        'limits',
        '10. Limiting the use or disclosure of your data',
        `
        Besides your ARCO rights, you can ask us to stop sending you advertising by writing to ${b.email}; we will add you to our internal exclusion list.
        You can also register with the Public Registry to Avoid Advertising (REPEP) of the Federal Consumer Protection Agency (PROFECO).
      `,
      ),
      section(
        'cookies',
        '11. Cookies and tracking technologies',
        `
        Our web pages use the browser's storage to keep your session while you move between pages and to keep drafts you write (for example, a complaint not yet sent). This information stays on your device.
        The app records usage events (screens visited, buttons tapped) together with the device identifier, to measure how the service works and to detect fraud. We do not use third-party advertising cookies on our pages.
        You can clear the browser's storage in its settings; you will then need to open the page from the app again.
      `,
      ),
      section(
        'security',
        '12. Security and retention',
        `
        We protect your data with administrative, technical and physical safeguards: encrypted connections, access limited to the staff who need it, and access logs.
        We keep your data while you have an account or a loan with us and afterwards for the periods that tax and financial laws require; then we delete or anonymize it. Biometric data is deleted within the period stated in section 4.
      `,
      ),
      section(
        'changes',
        '13. Changes to this notice',
        `
        We may change this notice because of changes in the law, in our services or in our practices. We will publish the current version in the app and on our website, with its update date, and tell you in the app when a change affects the purposes or the transfers of your data.
      `,
      ),
      section(
        'contact',
        '14. Contact and authority',
        `
        If you have questions about this notice, write to ${b.email} or call ${b.servicePhone}.
        If you believe your right to the protection of your personal data has been violated, you can turn to the competent personal data protection authority.
      `,
      ),
    ],
  };
}
