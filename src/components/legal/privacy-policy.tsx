import { LegalLink } from './legal-dialog'
import { DPO_EMAIL, PROVIDER_NAME, PROVIDER_OFFICE } from './legal-entity'
import { LegalBody, LegalList, LegalParagraph, LegalSection } from './legal-text'

/**
 * The Privacy Policy under the Data Privacy Act of 2012 (Republic Act No. 10173), its Implementing Rules
 * and the issuances of the National Privacy Commission.
 */
export function PrivacyPolicy() {
  return (
    <LegalBody>
      <LegalParagraph>
        {PROVIDER_NAME} (“Empleo”, “we” or “us”), with its office in {PROVIDER_OFFICE}, respects your privacy. This
        policy explains what personal data Empleo processes, why, on what lawful basis, with whom it is shared, how long
        it is kept and how it is protected, and the rights you have under the Data Privacy Act of 2012 (Republic Act No.
        10173), its Implementing Rules and Regulations and the issuances of the National Privacy Commission (NPC). It
        forms part of our <LegalLink document="terms">Terms and Conditions</LegalLink>.
      </LegalParagraph>

      <LegalSection title="1. Our role">
        <LegalList>
          <li>
            For the company administrators who sign up and for people who contact us, Empleo is the{' '}
            <strong>personal information controller</strong>.
          </li>
          <li>
            For employees, the employer company that uses Empleo is the personal information controller and Empleo is
            its <strong>personal information processor</strong>: we process employee data only on the employer’s
            documented instructions and under a data processing agreement. Employees may exercise their rights with
            their employer or with us; we will help the employer answer.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection title="2. The personal data we process">
        <LegalParagraph>
          <strong>Company administrators:</strong> full name, work e-mail address, password (stored only as a one-way
          hash), two-factor settings, the company’s name, address, industry and size, billing details, and records of
          sign-ins and actions taken.
        </LegalParagraph>
        <LegalParagraph>
          <strong>Employees</strong>, as entered by them or their employer:
        </LegalParagraph>
        <LegalList>
          <li>
            identity and contact details: name, photo, date of birth, gender, civil status, address, mobile number,
            alternative e-mail and emergency contacts;
          </li>
          <li>government numbers: SSS number, PhilHealth PIN, Pag-IBIG MID number and TIN;</li>
          <li>
            employment and payroll: position, employment type and dates, salary, allowances, deductions, government
            contributions, withholding tax and payslips;
          </li>
          <li>bank details for payroll: bank name, account name and account number;</li>
          <li>
            leave and expense requests, with their reasons and attachments, which may include medical certificates;
          </li>
          <li>mood meter entries, which the employee chooses to give;</li>
          <li>sign-in records: dates, times, device and browser information, and IP address.</li>
        </LegalList>
        <LegalParagraph>
          Government numbers, health information in leave attachments and marital status are sensitive personal
          information under the Act; we give them the strictest protection described below.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="3. Why we process it, and the lawful basis">
        <LegalList>
          <li>
            <strong>To provide the service</strong> the employer has subscribed to (records, leave, expenses, payslips):
            the contract with the employer and the employment contract (Section 12(b)), and for sensitive personal
            information, processing needed for the employer to meet its obligations under labour and social security
            laws (Section 13(b)).
          </li>
          <li>
            <strong>To meet legal obligations</strong>, such as contributions to the SSS, PhilHealth and Pag-IBIG Fund
            and BIR withholding tax reporting: compliance with a legal obligation (Section 12(c)) and processing
            provided for by law (Section 13(b)).
          </li>
          <li>
            <strong>To keep Empleo secure</strong>, prevent fraud and abuse, and investigate incidents: our legitimate
            interests (Section 12(f)), which we weigh against your rights.
          </li>
          <li>
            <strong>Mood meter entries</strong> are given voluntarily; the employee may stop at any time.
          </li>
          <li>
            <strong>Service e-mails</strong> to administrators (verification codes, activation, security notices): the
            contract with the Customer. We send marketing e-mails only with consent, which can be withdrawn at any time.
          </li>
        </LegalList>
        <LegalParagraph>
          We do not sell personal data, and we do not use it for automated decisions that have legal effects on anyone.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="4. Who we share it with">
        <LegalList>
          <li>The employer company’s authorised administrators, who see only their own company’s data.</li>
          <li>
            Government agencies such as the Social Security System, PhilHealth, the Pag-IBIG Fund, the Bureau of
            Internal Revenue and the Department of Labor and Employment, and courts or the NPC,{' '}
            <strong>when the law requires it</strong> or on their lawful order.
          </li>
          <li>Banks the employer uses for payroll, when the employer instructs us to send payroll files.</li>
          <li>
            Service providers who host and operate Empleo for us (cloud hosting, e-mail delivery), bound by written
            agreements to process data only on our instructions and to protect it as we do. Where data is stored outside
            the Philippines, we remain responsible for it under Section 21 of the Act.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection title="5. How long we keep it">
        <LegalList>
          <li>
            Employee records and payroll data: for as long as the employer’s subscription lasts, then for the period the
            employer tells us the law requires (payroll and tax records are generally kept for at least 3 years under
            the Labor Code and 10 years under BIR rules), after which they are deleted or anonymised.
          </li>
          <li>
            Administrator accounts: until the subscription ends and any data export is delivered, then deleted within 90
            days.
          </li>
          <li>Sign-in and security records: 1 year.</li>
          <li>Verification codes expire after 10 minutes and can be used only once.</li>
        </LegalList>
      </LegalSection>

      <LegalSection title="6. How we protect it">
        <LegalList>
          <li>Encryption of data in transit (TLS) and at rest; passwords stored only as salted one-way hashes.</li>
          <li>
            Each company’s data is kept apart; every request is checked so that no one reaches another company’s or
            another employee’s records.
          </li>
          <li>
            Access by our staff only when needed to run or support the service, logged and reviewed; staff are bound by
            confidentiality.
          </li>
          <li>
            Two-factor authentication for users, limits on repeated sign-in attempts, and sessions that end after
            inactivity.
          </li>
          <li>Regular backups, security testing, and a registered Data Protection Officer overseeing compliance.</li>
        </LegalList>
      </LegalSection>

      <LegalSection title="7. Personal data breaches">
        <LegalParagraph>
          If a breach involving sensitive personal information or information that may enable identity fraud is likely
          to cause serious harm, we notify the National Privacy Commission and the affected people{' '}
          <strong>within 72 hours</strong> of knowing about it, as NPC Circular No. 16-03 requires. For employee data we
          notify the employer at once so it can meet its own duty to notify, and we help it do so.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="8. Your rights">
        <LegalParagraph>Under the Data Privacy Act you have the right:</LegalParagraph>
        <LegalList>
          <li>
            <strong>to be informed</strong> whether your personal data is processed, and how;
          </li>
          <li>
            <strong>to access</strong> your personal data and learn its sources, recipients and the reasons for
            processing;
          </li>
          <li>
            <strong>to object</strong> to processing, including processing based on legitimate interests or for direct
            marketing;
          </li>
          <li>
            <strong>to erasure or blocking</strong> of data that is incomplete, outdated, false, unlawfully obtained or
            no longer needed;
          </li>
          <li>
            <strong>to rectification</strong> of inaccurate or incomplete data;
          </li>
          <li>
            <strong>to data portability</strong>: to get your data in an electronic, commonly used format;
          </li>
          <li>
            <strong>to damages</strong> for harm caused by inaccurate, incomplete, outdated, false, unlawfully obtained
            or unauthorised use of your data;
          </li>
          <li>
            <strong>to file a complaint</strong> with the National Privacy Commission (privacy.gov.ph).
          </li>
        </LegalList>
        <LegalParagraph>
          Many details you can view and correct yourself in My Profile. For anything else, write to our Data Protection
          Officer. We answer within 15 working days, and may ask you to confirm your identity first. Some rights are
          limited where the law requires us or your employer to keep the data.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="9. Data Protection Officer">
        <LegalParagraph>
          Questions, requests and complaints about personal data go to our Data Protection Officer at {DPO_EMAIL}, or by
          mail to the Data Protection Officer, {PROVIDER_NAME}, {PROVIDER_OFFICE}.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="10. Changes to this policy">
        <LegalParagraph>
          We will tell administrators, and show a notice in Empleo, at least 30 days before a material change takes
          effect. The effective date at the top shows which version applies.
        </LegalParagraph>
      </LegalSection>
    </LegalBody>
  )
}
