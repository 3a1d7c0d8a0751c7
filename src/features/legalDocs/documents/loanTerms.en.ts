import { parseBlocks, section } from './markup';
import type { DocBrand, LegalDocument } from './types';

/**
 * Loan terms and conditions (English) of the India deployment. Every section of spec screen 11 and
 * every figure of spec section 9 is here as the spec gives it.
 */
export default function loanTermsEn(b: DocBrand): LegalDocument {
  return {
    language: 'en',
    title: 'Loan terms and conditions',
    updated: 'Last updated: 23 November 2026',
    contentsTitle: 'Contents',
    backToContents: 'Back to contents',
    preamble: parseBlocks(`
      This document belongs to the India deployment of ${b.appName}. It sets out the terms and conditions on which ${b.companyName} (the "Lender") lends to individuals through the ${b.appName} app, and it applies only to adult Indian nationals over 18 years of age who are resident in India.
      Please read it carefully before you accept a loan. By accepting a loan offer in the app you agree to these terms, to the loan summary shown to you before acceptance, and to the Lender's privacy notice. If anything in them is unclear, contact customer service at ${b.email} or ${b.servicePhone} before you accept.
    `),
    sections: [
      section(
        'definitions',
        '1. Definitions',
        `
        In these terms, the following words have the meanings given here:
        = Borrower, you | the individual who applies for and receives a Loan through the App.
        = Lender, we, us | ${b.companyName}, including its successors and permitted assigns.
        = App | the ${b.appName} mobile application and the web pages through which the Lender offers Loans.
        = Loan | the amount the Lender lends to the Borrower under these terms, as shown in the Loan Summary.
        = Loan Summary | the screen, shown before acceptance, that states the Loan amount, the Term, the interest, the fees, the total amount payable and the due date of every payment.
        = Term | the period from the Disbursal Date to the final due date of the Loan.
        = Disbursal Date | the day the Loan amount is credited to the Borrower's bank account.
        = Due Date | each date on which a payment falls due under the Loan Summary.
        = Outstanding Amount | all principal, interest, fees and charges owed and not yet paid at any time.
        = Business Day | a day other than a Saturday, a Sunday or a public holiday on which banks are open in India.
      `,
      ),
      section(
        'purpose',
        '2. Purpose of the loan',
        `
        The Loan is a short-term personal loan for the Borrower's own lawful personal or household needs, such as medical, educational, travel or household expenses.
        The Borrower shall not use the Loan for any speculative, illegal or anti-social purpose, including gambling, trading in securities or commodities, or the purchase of land, and shall not lend the Loan amount to any other person.
      `,
      ),
      section(
        'amount',
        '3. Loan amount',
        `
        The Lender decides the amount it offers to each Borrower on the basis of the information provided, the Borrower's credit history and the Lender's credit policy. The amount offered may be lower than the amount requested.
        The Loan amount, the processing fee and any taxes deducted from it, and the net amount credited to the Borrower are stated in the Loan Summary. The Lender decides on a complete application within 1 day of receiving it, and tells the Borrower of the decision in the App.
      `,
      ),
      section(
        'term',
        '4. Term',
        `
        Each Loan has a Term of 91 to 365 days, counted in calendar days from the Disbursal Date. The Term of the Borrower's Loan and the due date of each instalment are stated in the Loan Summary.
        No Loan is offered for a Term of less than 91 days or of more than 365 days.
      `,
      ),
      section(
        'prolongation',
        '5. Prolongation',
        `
        Before a Due Date the Borrower may ask in the App to prolong (extend) the payment due. The Lender may accept or refuse the request at its discretion.
        If the Lender accepts, the App shows the new Due Date and the extension fee before the Borrower confirms; the extension takes effect only once that fee is paid. A prolongation does not change the Loan amount, and the Term including any prolongation never exceeds 365 days.
      `,
      ),
      section(
        'interest',
        '6. Interest',
        `
        Interest on the Loan is charged at the rate stated in the Loan Summary, calculated on the principal outstanding for the number of days it is outstanding. The annual percentage rate, which includes all fees and charges, is shown in the Loan Summary before acceptance.
        On any amount that remains unpaid after its Due Date, daily interest accrues on the unpaid amount as follows, counting from the day after the Due Date:
        - 5% per day for days 1 to 30;
        - 4% per day for days 31 to 90;
        - 2% per day from day 91 until the amount is paid in full.
        Interest on unpaid amounts is not compounded and is never charged on the late payment penalty.
      `,
      ),
      section(
        'late-fees',
        '7. Late fees',
        `
        If the Borrower does not pay an amount in full by its Due Date, a one-time late payment penalty is charged in addition to the interest on unpaid amounts in section 6:
        - Rs.1,000 for new clients (a Borrower on a first Loan with the Lender);
        - Rs.800 for repeat clients (a Borrower who has repaid an earlier Loan in full).
        The penalty is charged once per Loan, whatever the number of late payments. The Lender sends a reminder before each Due Date and on the day after a missed payment.
      `,
      ),
      section(
        'release',
        '8. Conditions for release of the loan',
        `
        The Lender releases the Loan only when all the following conditions are met:
        - the Borrower is an Indian national over 18 years of age, resident in India, with a valid PAN and a verified Aadhaar or other officially valid document;
        - the Borrower has completed the application, the identity verification and the bank account verification in the App;
        - the Borrower has accepted the Loan Summary and these terms electronically;
        - the bank account is held in the Borrower's own name.
        Once the Loan is approved, the funds are credited to the Borrower's bank account within 1 to 3 days. A delay caused by the Borrower's bank or by a holiday is not a breach by the Lender.
      `,
      ),
      section(
        'repayment',
        '9. Repayment',
        `
        The Borrower shall pay each instalment shown in the Loan Summary on or before its Due Date through a payment method offered in the App. A payment counts as made on the day the Lender receives it.
        Payments are applied first to the late payment penalty, then to interest on unpaid amounts, then to interest, and then to principal.
        The Borrower may repay the Loan in full before the final Due Date (prepayment) only after half of the Term has passed and at least 7 days after disbursal. On prepayment, interest is charged only up to the date of repayment, and no prepayment charge applies.
      `,
      ),
      section(
        'representations',
        '10. Representations and warranties',
        `
        The Borrower represents and warrants to the Lender that:
        - the Borrower is an Indian national over 18 years of age and has the legal capacity to enter into this agreement;
        - all information and documents given to the Lender are true, complete and current;
        - the Borrower is not insolvent, and no proceedings are pending that would affect the Borrower's ability to repay;
        - the Borrower will use the Loan only for the purpose in section 2.
        The Borrower shall inform the Lender in the App of any change of name, date of birth or address within 3 days of the change, and of any change of mobile number, e-mail address or bank account before the next Due Date.
      `,
      ),
      section(
        'default',
        '11. Events of default',
        `
        Each of the following is an event of default:
        - the Borrower fails to pay any amount by its Due Date;
        - any information given by the Borrower is found to be false or misleading;
        - the Borrower breaches any other obligation under these terms;
        - the Borrower becomes insolvent or dies.
        On an event of default the Lender may, after notice to the Borrower, declare the entire Outstanding Amount immediately due, report the default to credit information companies, and recover the Outstanding Amount by lawful means, including proceedings before a competent court. Any judgment obtained is payable within 10 days of the date of the judgment unless the court orders otherwise.
        The Lender and its recovery agents follow the fair practices code and the recovery guidelines of the Reserve Bank of India: no harassment, no contact at unreasonable hours, and no contact with the Borrower's references or contacts other than to verify them.
      `,
      ),
      section(
        'indemnity',
        '12. Indemnity',
        `
        The Borrower shall indemnify the Lender against any loss, cost or expense, including reasonable legal costs, that the Lender incurs because of the Borrower's breach of these terms or any false information given by the Borrower. This indemnity does not cover any loss caused by the Lender's own negligence or misconduct.
      `,
      ),
      section(
        'disclosure',
        '13. Disclosure of information',
        `
        The Borrower authorises the Lender to obtain the Borrower's credit information from, and to report the Borrower's Loan and repayment history to, credit information companies under the Credit Information Companies (Regulation) Act, 2005.
        The Borrower further authorises the Lender to share information about the Loan with its service providers, its auditors, regulators and authorities entitled by law to receive it, and any assignee under section 17. Personal data is otherwise processed as the Lender's privacy notice describes.
      `,
      ),
      section(
        'set-off',
        '14. Set-off',
        `
        The Lender may set off any amount it owes to the Borrower, including any refund or excess payment, against any Outstanding Amount due and unpaid, after telling the Borrower in the App. The Lender has no right to debit any other account of the Borrower without the Borrower's separate authorisation.
      `,
      ),
      section(
        'review',
        '15. Review',
        `
        The Lender may review the Borrower's account, repayment record and credit information at any time during the Term and before offering any new Loan. A review may lead to a change in the amount or the terms of future offers; it never changes the terms of a Loan already accepted.
      `,
      ),
      section(
        'notices',
        '16. Notices',
        `
        The Lender sends notices to the Borrower through the App, by SMS or by e-mail to the mobile number and e-mail address registered in the App; a notice sent this way is treated as received on the day it is sent.
        The Borrower sends notices to the Lender at ${b.email} or through customer service at ${b.servicePhone}.
      `,
      ),
      section(
        'assignment',
        '17. Assignment',
        `
        The Borrower may not assign or transfer any right or obligation under these terms.
        The Lender may assign or transfer all or part of its rights and obligations under the Loan to another lender or financial institution, by giving the Borrower 7 business days' notice before the assignment takes effect. The assignment does not change the Borrower's obligations or the terms of the Loan.
      `,
      ),
      section(
        'governing-law',
        '18. Governing law and jurisdiction',
        `
        These terms are governed by the laws of India. Any dispute arising out of or in connection with the Loan is subject to the exclusive jurisdiction of the competent courts of the place where the Borrower resides.
        Before going to court, the Borrower may raise a grievance with the Lender's customer service at ${b.email}; if it is not resolved within 30 days, the Borrower may approach the applicable ombudsman.
      `,
      ),
    ],
  };
}
