/**
 * Our own Terms and Conditions and Disclaimer, covering the points spec §2 lists: users over 18, the law of
 * a state in India, informal resolution first, English prevailing, the update date and a support contact.
 * They stay English in every display language: a translation of a legal text would need its own
 * review, and the English text is the one that prevails. Only their titles and the modal's button translate.
 */
export const LEGAL_UPDATED = 'Last updated March 05, 2025';
export const SUPPORT_EMAIL = 'support@kpastrodesk.example';

export function TermsText() {
  return (
    <>
      <p>{LEGAL_UPDATED}</p>
      <h2 className="h6">1. Who may use KP Astro Desk</h2>
      <p>
        The service is for professional astrologers who are at least 18 years old. By creating an account you
        confirm that you are.
      </p>
      <h2 className="h6">2. Your account and your clients</h2>
      <p>
        You keep your pin and password to yourself and answer for what is done with your account. The client
        details you enter are yours; you must have your clients' consent to record them, and we use them only
        to compute and show your charts.
      </p>
      <h2 className="h6">3. Acceptable use</h2>
      <p>
        Do not misuse the service, attempt to reach other astrologers' data, or interfere with its operation.
      </p>
      <h2 className="h6">4. Governing law and disputes</h2>
      <p>
        These terms are governed by the laws of the State of Tamil Nadu, India. If a dispute arises, we will
        first try to resolve it informally by writing to each other; only if that fails within 60 days may
        either side go to the courts of Chennai.
      </p>
      <h2 className="h6">5. Language</h2>
      <p>
        These terms may be translated; where a translation differs from the English text, the English text
        prevails.
      </p>
      <h2 className="h6">6. Contact</h2>
      <p>Questions about these terms: {SUPPORT_EMAIL}.</p>
    </>
  );
}

export function DisclaimerText() {
  return (
    <>
      <p>{LEGAL_UPDATED}</p>
      <p>
        KP Astro Desk computes astrological charts from the birth details you enter, with the Swiss Ephemeris
        and the conventions stated on every chart. The results are tools for a professional astrologer's own
        judgement. They are not medical, legal, financial or psychological advice, and no outcome is promised.
      </p>
      <p>
        A chart is only as exact as its birth time and place; check them, and the ayanamsa and other settings,
        before relying on a sub lord. You remain responsible for the advice you give your clients.
      </p>
      <p>
        The service is for users aged 18 or over. Where a translation of this text differs, the English text
        prevails.
      </p>
      <p>Support: {SUPPORT_EMAIL}.</p>
    </>
  );
}
