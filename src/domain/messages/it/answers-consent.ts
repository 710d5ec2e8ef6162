/** The explicit consent to keep answers with an e-mail address, in Italian; see ../en/answers-consent.ts. */
export const answersConsentLabel =
  'Acconsento che Traitscope conservi le mie risposte insieme al mio indirizzo e-mail, per preparare il mio report e inviarmelo.';
export const answersConsentHint =
  'Le sue risposte descrivono tratti che possono essere considerati dati sulla salute. Può scaricarle o cancellarle in qualsiasi momento sulla pagina «I suoi dati».';
export const consentRequired =
  'Spunti la casella per acconsentire a conservare le sue risposte con il suo indirizzo e-mail. Ci serve per preparare il suo report e inviarglielo.';
