import { LegalLink } from './legal-dialog'
import { NOTICE_DAYS, PROVIDER_NAME, PROVIDER_OFFICE, SUPPORT_EMAIL } from './legal-entity'
import { LegalBody, LegalList, LegalParagraph, LegalSection } from './legal-text'

/**
 * The Terms and Conditions a company accepts when it signs up (docs/product/README.md#terms-summary: 45 days' notice,
 * Philippine law).
 */
export function TermsAndConditions() {
  return (
    <LegalBody>
      <LegalParagraph>
        These Terms and Conditions (the “Terms”) govern your company’s use of Empleo, the HR management service provided
        by {PROVIDER_NAME} (“Empleo”, “we” or “us”), with its office in {PROVIDER_OFFICE}. By signing up you confirm
        that you may bind the company you register (the “Customer”) and that the Customer accepts these Terms. How we
        handle personal data is set out in our <LegalLink document="privacy">Privacy Policy</LegalLink>, which forms
        part of these Terms.
      </LegalParagraph>

      <LegalSection title="1. The service">
        <LegalParagraph>
          Empleo gives the Customer’s administrators a place to keep employee records, and gives employees a
          self-service portal for leave and expense requests, payslips, the mood meter, their profile and onboarding. We
          may improve or change features; we will not remove a core feature the Customer pays for without telling
          administrators at least 30 days ahead.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="2. Accounts and activation">
        <LegalList>
          <li>
            A new company account is reviewed and activated by us before anyone can log in. We may ask for proof that
            the company is registered with the SEC, DTI or CDA.
          </li>
          <li>
            Administrators must give true details, keep their passwords secret, and turn on two-factor authentication
            where the Customer’s policy asks for it.
          </li>
          <li>
            The Customer is responsible for what its administrators and employees do in Empleo, and for removing access
            of people who leave the company.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection title="3. Subscription, fees and payment">
        <LegalList>
          <li>
            Fees are stated and billed in Philippine pesos (PHP), per active employee per month, under the plan the
            Customer chooses. A free trial, if offered, ends on the date shown when it starts.
          </li>
          <li>
            Invoices are due within 15 days of issue. Prices are exclusive of value-added tax, which we add where the
            law requires, and we issue official receipts under BIR rules.
          </li>
          <li>
            If an invoice is unpaid 30 days after its due date, we may suspend access after giving administrators 10
            days’ written notice. Suspension does not delete any data.
          </li>
          <li>
            We will give at least 30 days’ written notice of a price change; it applies from the next billing period.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection title="4. Acceptable use">
        <LegalParagraph>The Customer and its users must not:</LegalParagraph>
        <LegalList>
          <li>
            upload personal data they have no lawful basis to process, or data about people who are not their employees,
            applicants or contractors;
          </li>
          <li>
            use Empleo to harass or discriminate against anyone, or to keep records the Labor Code or the Data Privacy
            Act forbids;
          </li>
          <li>
            try to reach another customer’s data, probe or overload the service, or get around its security or usage
            limits;
          </li>
          <li>
            upload malicious files, or copy, resell or reverse engineer the service except as the law expressly allows.
          </li>
        </LegalList>
        <LegalParagraph>
          We may suspend a user who breaks these rules, and will tell the Customer’s administrators why.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="5. Customer data">
        <LegalParagraph>
          The data the Customer and its employees put into Empleo belongs to the Customer. The Customer is the personal
          information controller of its employees’ data and we process it on its behalf, only to provide the service, as
          described in the Privacy Policy and any data processing agreement between us.
        </LegalParagraph>
        <LegalParagraph>
          <strong>Data export.</strong> The Customer may ask for a complete export of its data at any time by written
          notice to {SUPPORT_EMAIL}. We will deliver it in a common machine-readable format (CSV, with attachments as
          their original files) within {NOTICE_DAYS} days of the notice.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="6. Term and termination">
        <LegalList>
          <li>These Terms run from activation until ended by either party.</li>
          <li>
            Either party may end the subscription by giving the other{' '}
            <strong>{NOTICE_DAYS} days’ written notice</strong>. Fees are payable until the notice period ends.
          </li>
          <li>
            Either party may end it sooner by written notice if the other seriously breaks these Terms and does not fix
            the breach within 30 days of being told.
          </li>
          <li>
            During the {NOTICE_DAYS}-day notice period the Customer may export its data as in section 5. After it ends
            we delete or anonymise the Customer’s data within 90 days, except what the law requires us to keep.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection title="7. Availability and support">
        <LegalParagraph>
          We aim to keep Empleo available at all times except for maintenance, which we schedule outside Philippine
          business hours and announce ahead where we can. Support is available by e-mail at {SUPPORT_EMAIL} on
          Philippine business days.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="8. Limitation of liability">
        <LegalList>
          <li>
            Empleo is a tool for keeping records. Payroll, tax and government contribution figures shown in it are the
            Customer’s responsibility to check before they are paid or filed.
          </li>
          <li>
            Neither party is liable for indirect or consequential loss, such as lost profits or lost business, even if
            told it might happen.
          </li>
          <li>Our total liability in any 12 months is limited to the fees the Customer paid us in those 12 months.</li>
          <li>
            These limits do not apply to fraud, gross negligence, wilful misconduct, or any liability that Philippine
            law, including the Data Privacy Act of 2012, does not allow to be limited.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection title="9. Changes to these Terms">
        <LegalParagraph>
          We will tell administrators of material changes at least 30 days before they take effect. If the Customer does
          not accept them, it may end the subscription under section 6 before they apply.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="10. Governing law and venue">
        <LegalParagraph>
          These Terms are governed by the laws of the Republic of the Philippines. The parties will first try in good
          faith to settle any dispute by talking to each other for 30 days. Failing that, the dispute falls under the
          exclusive jurisdiction of the proper courts of Makati City, to the exclusion of all other venues.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="11. Contact">
        <LegalParagraph>
          Questions about these Terms: {SUPPORT_EMAIL}. Written notices under these Terms are sent by e-mail to that
          address, or by the Customer’s administrator from the e-mail address registered with the account.
        </LegalParagraph>
      </LegalSection>
    </LegalBody>
  )
}
