/**
 * The Privacy Policy in Italian, translated as a whole from ../en/privacy-policy.tsx and changed with it. The
 * sections keep the English ids, so that links such as `/privacy-policy#information-we-collect` work here too.
 * The GDPR's terms are those of its Italian text (titolare, responsabile del trattamento, base giuridica, legittimo
 * interesse). Written for this site and checked against the English, not yet read by a native-speaking reviewer or
 * a lawyer.
 */
import { Link } from 'wouter';
import { plural } from '../../../../../domain/locale/locale.ts';
import type { LegalDocumentText, LegalSection, LegalTextContext } from '../../legal-document.tsx';

export function privacyPolicyDocument({
  supportEmail,
  answersMonths,
  notFoundLogDays,
  capturedEmailDays,
}: LegalTextContext & { notFoundLogDays: number; capturedEmailDays: number }): LegalDocumentText {
  const contact = <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;
  const yourData = <Link href="/your-data">I suoi dati</Link>;
  // Not describePeriod, which words a period in English: "1 mese", "12 mesi", "1 giorno", "90 giorni". Each period
  // follows "per", "dopo" or "non oltre", which read the same in the singular and the plural.
  const answersPeriod = `${answersMonths} ${plural(answersMonths, { one: 'mese', other: 'mesi' }, 'it')}`;
  const days = (count: number) => `${count} ${plural(count, { one: 'giorno', other: 'giorni' }, 'it')}`;

  const sections: LegalSection[] = [
    {
      title: 'Introduzione',
      id: 'introduction',
      content: (
        <>
          <p>
            Traitscope («noi») gestisce questo sito, dove le persone adulte possono fare brevi autovalutazioni
            sui tratti neurodivergenti. Le autovalutazioni hanno solo uno scopo informativo. Non sono una
            diagnosi.
          </p>
          <p>
            Siamo il titolare del trattamento dei dati personali descritti in questa informativa. Cerchiamo di
            raccoglierne il meno possibile, e vogliamo che lei sappia esattamente che cosa ne facciamo. Questa
            informativa riguarda tutto ciò che lei fa su questo sito, compreso l’acquisto di un Report
            completo e l’uso del programma inviti.
          </p>
          <p>Se qualcosa non è chiaro, o se ha una domanda sui suoi dati, ci scriva a {contact}.</p>
          <p>
            Se modifichiamo questa informativa, aggiorneremo la data di entrata in vigore in cima a questa
            pagina. Se una modifica è importante, la segnaleremo anche sul sito.
          </p>
        </>
      ),
    },
    {
      title: 'Quali informazioni raccogliamo',
      id: 'information-we-collect',
      content: (
        <>
          <p>
            <strong>Per fare un’autovalutazione non deve darci alcuna informazione personale.</strong> Non ci
            sono account, né nomi, né credenziali di accesso.
          </p>

          <h3>Informazioni che sceglie di darci</h3>
          <p>Abbiamo il suo indirizzo e-mail solo se ce lo dà lei. Succede in due casi:</p>
          <ul>
            <li>
              <strong>Al pagamento</strong>, quando acquista un Report completo. Ci serve il suo indirizzo
              e-mail per inviarle il report.
            </li>
            <li>
              <strong>Nel programma inviti</strong>, quando invita una persona che conosce inserendone
              l’indirizzo e-mail. Usiamo quell’indirizzo solo per inviare quell’unico invito. Non inviamo
              promemoria, e non lo usiamo per nient’altro. Un indirizzo riceve da noi al massimo un invito
              ogni 30 giorni, chiunque lo chieda, e nessuno se la persona a cui appartiene ci ha chiesto di
              non invitarla: un invito del genere resta nell’elenco dei suoi inviti, ma non lo inviamo.
            </li>
          </ul>
          <p>Se ci scrive, abbiamo anche il suo messaggio e l’indirizzo da cui ha scritto.</p>

          <h3>Le sue risposte alle autovalutazioni</h3>
          <p>
            Quando termina un’autovalutazione, salviamo le sue risposte e il risultato calcolato a partire da
            esse (un punteggio e un livello). Sono salvati con un numero di visitatore casuale, non con il suo
            nome. Dopo {answersPeriod} il numero di visitatore viene rimosso, e le risposte restano solo in
            forma anonima.
          </p>
          <p>
            Le sue risposte riguardano aspetti come l’attenzione, la comunicazione sociale, le esperienze
            sensoriali, la coordinazione o la lettura. Per questo possono essere considerate dati relativi
            alla salute, che la legge protegge con particolare cura (articolo 9 del regolamento generale sulla
            protezione dei dati, il GDPR). Noi le trattiamo come tali.
          </p>
          <p>
            Dopo le domande, ne facciamo altre tre, che può saltare: da quando nota queste esperienze, in
            quali ambiti della vita quotidiana contano e quanto, e un esempio con parole sue. Le sue risposte
            vengono salvate con il suo risultato e usate solo per citarle nel suo Report completo, nella
            pagina destinata al personale sanitario. Sono comprese nel file che può scaricare dalla pagina{' '}
            {yourData} e vengono cancellate insieme al suo risultato. Dopo {answersPeriod} vengono eliminate,
            non conservate in forma anonima: un esempio con parole sue potrebbe rivelare chi è.
          </p>
          <p>
            Se condivide i suoi risultati, il link di condivisione contiene solo il tipo di autovalutazione,
            il suo punteggio, il suo livello e la data. Chiunque riceva il link da lei può vedere questo
            riepilogo.
          </p>

          <h3>Quando acquista un report</h3>
          <p>
            Prima dell’ordine le chiediamo il consenso esplicito, con una casella a parte che non è già
            spuntata: il consenso a salvare le sue risposte insieme al suo indirizzo e-mail, per preparare il
            suo report e inviarglielo. Senza questo consenso non accettiamo l’ordine. Registriamo quando ha
            dato il consenso e quale versione di questa informativa ha visto.
          </p>
          <p>
            Conserviamo una registrazione del suo ordine: il suo indirizzo e-mail, l’autovalutazione a cui si
            riferisce, l’importo, la data, l’eventuale codice sconto, il riferimento di pagamento del nostro
            fornitore di servizi di pagamento, e se l’e-mail con il report è stata consegnata. Non vediamo né
            salviamo mai il numero della sua carta.
          </p>

          <h3>Informazioni raccolte automaticamente</h3>
          <p>
            Come la maggior parte dei siti, il nostro server può registrare il suo indirizzo IP e informazioni
            sul suo browser (per esempio il tipo e la versione, la pagina richiesta e la pagina che conteneva
            il link). Questo avviene:
          </p>
          <ul>
            <li>
              <strong>nei registri del server</strong>, che usiamo per far funzionare il sito e per trovare i
              guasti;
            </li>
            <li>
              <strong>nei limiti di sicurezza</strong>, che impediscono che arrivino troppe richieste da una
              stessa persona o da uno stesso indirizzo in poco tempo (limitazione delle richieste, o rate
              limiting);
            </li>
            <li>
              <strong>in un registro delle pagine non trovate</strong>: se apre sul nostro sito un indirizzo
              che non esiste, annotiamo quell’indirizzo, il tipo del suo browser e la pagina che conteneva il
              link, così possiamo riparare i link non funzionanti.
            </li>
          </ul>

          <h3>I cookie e la memoria del suo browser</h3>
          <ul>
            <li>
              <strong>Un cookie visitatore (necessario).</strong> È un numero casuale che permette al sito di
              riconoscere il suo browser da una pagina all’altra, per esempio perché solo lei possa aprire i
              suoi risultati. Non contiene il suo nome né le sue risposte, e scade dopo un anno.
            </li>
            <li>
              <strong>Protezione contro le richieste contraffatte (necessaria).</strong> È un controllo di
              sicurezza legato al suo cookie visitatore. Impedisce ad altri siti di inviarci moduli a suo
              nome.
            </li>
            <li>
              <strong>Un cookie per la scelta sui cookie (necessario).</strong> Indica solo che lei ha fatto
              una scelta sui cookie, non quale, così le pagine arrivano senza il banner dei cookie. Scade dopo
              un anno.
            </li>
            <li>
              <strong>Un cookie della lingua (necessario).</strong> Viene impostato solo quando sceglie una
              lingua con il selettore della lingua, o quando risponde al suggerimento di un’altra lingua nella
              pagina iniziale. Contiene il codice della lingua (per esempio «it»), così il sito non lo chiede
              di nuovo. Scade dopo un anno.
            </li>
            <li>
              <strong>La memoria locale.</strong> Il suo browser conserva le sue risposte mentre
              un’autovalutazione è in corso (così non le perde se ricarica la pagina). Ricorda anche la sua
              scelta sui cookie, le sue preferenze di lettura (dimensione del testo, spaziatura, carattere,
              tinta dello sfondo, tema, animazioni) e le impostazioni della lettura ad alta voce (velocità, e
              se ogni nuova domanda viene letta). Questi dati sono necessari perché il sito funzioni come lei
              ha chiesto, quindi non richiedono consenso. Tutto questo resta sul suo dispositivo e non ci
              viene mai inviato. Può cancellarlo in qualsiasi momento nelle impostazioni del suo browser.
            </li>
          </ul>

          <h3>Statistiche e analisi facoltative (solo se lei è d’accordo)</h3>
          <p>Restano disattivate finché non le attiva nelle impostazioni dei cookie:</p>
          <ul>
            <li>
              <strong>Le nostre statistiche</strong>: contiamo le visite alle pagine e le autovalutazioni
              completate sul nostro server, per migliorare il sito (impostazione «Funzionali» o «Analitici»).
            </li>
            <li>
              <strong>Google Analytics</strong>, che misura come viene usato il sito (impostazione
              «Analitici»).
            </li>
            <li>
              <strong>Un pixel pubblicitario di TikTok</strong>, che misura se i nostri annunci portano ad
              acquisti (impostazione «Marketing»).
            </li>
          </ul>
          <p>
            Google e TikTok non ricevono mai le sue risposte né i suoi risultati. Vedono però quali pagine
            visita, per esempio quale pagina di autovalutazione apre. Può cambiare la sua scelta in qualsiasi
            momento con il pulsante «Impostazioni dei cookie» in fondo a ogni pagina.
          </p>
        </>
      ),
    },
    {
      title: 'Come usiamo le sue informazioni',
      id: 'how-we-use-your-information',
      content: (
        <>
          <p>Usiamo le sue informazioni solo per:</p>
          <ul>
            <li>mostrarle i suoi risultati e le prime indicazioni gratuite;</li>
            <li>
              elaborare il suo ordine, inviarle per e-mail il Report completo in PDF, e inviarlo di nuovo se
              la consegna non riesce;
            </li>
            <li>
              inviare l’unico invito che ci chiede di mandare a una persona che conosce, e mostrarle se le
              persone che ha invitato hanno completato un’autovalutazione, così può ottenere il suo premio;
            </li>
            <li>rispondere ai suoi messaggi e aiutarla in caso di problemi;</li>
            <li>
              migliorare le nostre autovalutazioni, studiando le risposte nel loro insieme senza sapere chi le
              ha date (per esempio, quanto spesso viene scelta ogni risposta a una domanda);
            </li>
            <li>
              mantenere il sito sicuro e funzionante: registri del server, limitazione delle richieste e
              riparazione dei link non funzionanti;
            </li>
            <li>
              capire come viene usato il sito, ma solo se ha acconsentito alle statistiche o all’analisi.
            </li>
          </ul>
          <p>
            <strong>Non vendiamo i suoi dati.</strong> Usiamo il suo indirizzo e-mail per il suo ordine e il
            suo report, non per una mailing list.
          </p>
          <p>
            I suoi risultati sono calcolati automaticamente dalle sue risposte. Sono informazioni solo per
            lei: nessuno prende decisioni che la riguardano sulla loro base.
          </p>
        </>
      ),
    },
    {
      title: 'Base giuridica del trattamento',
      id: 'legal-basis-for-processing',
      content: (
        <>
          <p>
            Il GDPR ci permette di usare dati personali solo per un motivo riconosciuto, cioè su una base
            giuridica. Le nostre sono:
          </p>
          <ul>
            <li>
              <strong>Fornirle ciò che ha chiesto</strong> (un contratto con lei, art. 6, par. 1, lett. b),
              GDPR): mostrarle i risultati, elaborare il suo ordine e consegnarle il report.
            </li>
            <li>
              <strong>Il suo consenso esplicito</strong> (art. 9, par. 2, lett. a), GDPR): poiché le sue
              risposte riguardano la salute, le chiediamo il consenso esplicito prima di collegarle al suo
              indirizzo e-mail, per esempio per inviarle un report su di esse.
            </li>
            <li>
              <strong>Il suo consenso</strong> (art. 6, par. 1, lett. a), GDPR): per le statistiche
              facoltative, Google Analytics e il pixel di TikTok, che funzionano solo se lei li attiva.
            </li>
            <li>
              <strong>Un obbligo legale</strong> (art. 6, par. 1, lett. c), GDPR): conservare le registrazioni
              degli ordini richieste dalle norme fiscali e contabili.
            </li>
            <li>
              <strong>Il nostro legittimo interesse</strong> (art. 6, par. 1, lett. f), GDPR): mantenere il
              sito sicuro e funzionante (registri del server, limitazione delle richieste, registro delle
              pagine non trovate), migliorare le nostre autovalutazioni con analisi anonime, inviare l’unico
              invito che ci ha chiesto di mandare a una persona che conosce, e impedire l’uso improprio degli
              inviti e dei premi del programma inviti (l’elenco «Non invitare» e i limiti per indirizzo,
              descritti nella sezione «Conservazione dei dati»). Può opporsi in qualsiasi momento (veda la
              sezione 7).
            </li>
          </ul>
          <p>
            Può revocare il suo consenso in qualsiasi momento: per le sue risposte e il suo indirizzo e-mail,
            nella pagina {yourData}, che poi li cancella; per i cookie, con il pulsante «Impostazioni dei
            cookie». La revoca non cambia nulla di ciò che abbiamo fatto con il suo consenso prima che lo
            revocasse.
          </p>
        </>
      ),
    },
    {
      title: 'Condivisione delle informazioni',
      id: 'sharing-of-information',
      content: (
        <>
          <p>
            <strong>Non vendiamo né affittiamo i suoi dati personali a nessuno.</strong> Li condividiamo solo
            con i pochi fornitori di servizi di cui abbiamo bisogno per far funzionare il sito, che possono
            usarli solo secondo le nostre istruzioni (responsabili del trattamento, ai sensi del GDPR):
          </p>
          <ul>
            <li>
              <strong>Stripe</strong>, il nostro fornitore di servizi di pagamento. Lei inserisce i dati della
              sua carta nella pagina di pagamento sicura di Stripe, quindi non vediamo né salviamo mai il
              numero della sua carta. Stripe ci comunica se il pagamento è andato a buon fine e ci dà un
              riferimento di pagamento. Stripe ha anche obblighi propri, per esempio prevenire le frodi,
              secondo la propria informativa sulla privacy.
            </li>
            <li>
              <strong>Il nostro fornitore per l’invio delle e-mail</strong> (Mailgun, nella sua regione UE),
              che invia le e-mail con i report e gli inviti del programma inviti. Riceve l’indirizzo della
              persona destinataria e il contenuto dell’e-mail, che nel caso di un report comprende i suoi
              risultati. Ci comunica quando un’e-mail non è stata consegnata perché l’indirizzo non esiste, o
              è stata segnalata come spam, così non inviamo altri inviti a quell’indirizzo.
            </li>
            <li>
              <strong>Il nostro fornitore di hosting</strong>, sui cui server funzionano il sito e il suo
              database.
            </li>
            <li>
              <strong>Google e TikTok</strong>, solo se ha attivato «Analitici» o «Marketing» nelle
              impostazioni dei cookie (veda la sezione 2).
            </li>
          </ul>
          <p>
            Alcuni di questi fornitori possono trattare dati fuori dall’Unione europea. In quel caso devono
            applicare le garanzie richieste dal GDPR, come le clausole contrattuali tipo della Commissione
            europea.
          </p>
          <p>
            All’interno di Traitscope, solo poche persone autorizzate del nostro personale possono vedere gli
            ordini, per aiutare in caso di problemi di pagamento o di consegna.
          </p>
          <p>Forniamo informazioni alle autorità pubbliche solo quando la legge ci obbliga a farlo.</p>
        </>
      ),
    },
    {
      title: 'Conservazione dei dati',
      id: 'data-retention',
      content: (
        <>
          <p>
            Conserviamo le informazioni solo per il tempo necessario. Un processo programmato sul nostro
            server applica questi periodi ogni ora:
          </p>
          <ul>
            <li>
              <strong>Le risposte e i risultati</strong> sono conservati per {answersPeriod} con il suo numero
              di visitatore casuale, e con il suo indirizzo e-mail se ha ordinato un report. Dopo questo
              periodo il numero di visitatore e l’indirizzo vengono rimossi, insieme alle sue risposte alle
              tre domande facoltative che seguono un’autovalutazione. Restano solo le risposte anonime, per
              analisi che ci aiutano a migliorare le autovalutazioni.
            </li>
            <li>
              <strong>Gli ordini</strong> conservano il suo indirizzo e-mail per {answersPeriod}. Dopo questo
              periodo, o quando lei cancella i suoi dati, resta solo ciò che richiedono le norme fiscali e
              contabili: l’importo, la data e il riferimento di pagamento, senza nulla che li colleghi a lei.
            </li>
            <li>
              <strong>Le e-mail che abbiamo inviato</strong> (la registrazione di ogni consegna) vengono
              eliminate dopo {answersPeriod}.
            </li>
            <li>
              <strong>L’indirizzo e-mail di una persona invitata con il programma inviti</strong> viene
              conservato solo per mostrare lo stato di quell’invito a chi lo ha inviato, e non oltre{' '}
              {answersPeriod}.
            </li>
            <li>
              <strong>L’elenco «Non invitare»</strong>: ogni invito contiene un link per fermare tutti gli
              inviti successivi. Quando qualcuno lo usa, o quando un invito a quella persona non è stato
              consegnato o è stato segnalato come spam, annotiamo il suo indirizzo in una forma illeggibile
              (un hash con chiave: senza la chiave segreta del nostro server non si può risalire
              all’indirizzo, né confrontarlo con un elenco di indirizzi). Conserviamo questa annotazione
              finché inviamo inviti, perché dimenticarla annullerebbe la richiesta; per lo stesso motivo,
              cancellare i suoi dati non la rimuove. Non nomina nessuno, e serve solo a fermare delle e-mail:
              i report e i link che lei richiede le arrivano comunque.
            </li>
            <li>
              <strong>I limiti per indirizzo</strong>: per impedire che qualcuno usi gli inviti per riempire
              la casella di posta di una persona sconosciuta, e perché i premi del programma inviti restino
              equi, annotiamo nella stessa forma illeggibile quando un indirizzo ha ricevuto l’ultimo invito e
              quando è stato usato per quell’indirizzo l’ultimo premio del programma inviti. Ogni annotazione
              viene eliminata dopo 30 giorni.
            </li>
            <li>
              <strong>I link alla pagina «I suoi dati»</strong> funzionano una sola volta, per un’ora, e
              vengono eliminati dopo un giorno. Di ogni link salviamo solo una forma illeggibile.
            </li>
            <li>
              <strong>Il registro delle pagine non trovate</strong> viene eliminato dopo{' '}
              {days(notFoundLogDays)}.
            </li>
            <li>
              <strong>Le copie di prova delle e-mail</strong>: quando il nostro invio di e-mail è disattivato
              (per esempio su un’installazione di prova), le e-mail vengono conservate in una casella di posta
              interna invece di essere inviate, e vengono eliminate dopo {days(capturedEmailDays)}.
            </li>
            <li>
              <strong>I registri del server</strong> vengono conservati solo per il tempo necessario a
              mantenere il sito sicuro e a correggere i guasti.
            </li>
            <li>
              <strong>Il cookie visitatore</strong>, <strong>il cookie per la scelta sui cookie</strong> e{' '}
              <strong>il cookie della lingua</strong> scadono dopo un anno. <strong>La memoria locale</strong>{' '}
              resta sul suo dispositivo finché lei non la cancella.
            </li>
          </ul>
        </>
      ),
    },
    {
      title: 'I suoi diritti',
      id: 'your-rights',
      content: (
        <>
          <p>Il GDPR le riconosce questi diritti:</p>
          <ul>
            <li>
              <strong>Accesso</strong>: chiederci una copia dei dati personali che abbiamo su di lei.
            </li>
            <li>
              <strong>Rettifica</strong>: chiederci di correggere ciò che è sbagliato, per esempio un
              indirizzo e-mail scritto male.
            </li>
            <li>
              <strong>Cancellazione</strong>: chiederci di cancellare i suoi dati.
            </li>
            <li>
              <strong>Revoca del consenso</strong>, in qualsiasi momento. Per i cookie e l’analisi, usi il
              pulsante «Impostazioni dei cookie» in fondo a ogni pagina. Per le sue risposte e il suo
              indirizzo e-mail, usi la pagina {yourData}.
            </li>
            <li>
              <strong>Portabilità</strong>: portare con sé i suoi dati, ricevendoli in un formato di uso
              comune e leggibile da dispositivo automatico.
            </li>
            <li>
              <strong>Opposizione o limitazione</strong>: chiederci di smettere di usare i suoi dati per uno
              scopo preciso, o di sospenderne l’uso.
            </li>
            <li>
              <strong>Reclamo</strong>: presentare un reclamo a un’autorità di controllo per la protezione dei
              dati, per esempio nel Paese dell’UE in cui vive o lavora.
            </li>
          </ul>
          <p>
            <strong>La maggior parte di queste cose può farla da sé, subito, nella pagina {yourData}.</strong>{' '}
            Inserisca l’indirizzo e-mail con cui ha ordinato, e a quell’indirizzo le inviamo un link che
            funziona una sola volta, per un’ora. Il link apre una pagina con ogni risultato, ordine e invito
            che abbiamo per quell’indirizzo. Lì può scaricare tutto in un file (JSON), correggere l’indirizzo,
            oppure revocare il consenso e cancellare tutto. La cancellazione rimuove ovunque le sue risposte,
            i suoi risultati e il suo indirizzo, anche dalle e-mail che conserviamo ancora; di ogni ordine
            teniamo solo l’importo, la data e il riferimento di pagamento, come richiedono le norme fiscali,
            senza nulla che li colleghi a lei.
          </p>
          <p>
            Per correggere l’indirizzo, inviamo un link di conferma al nuovo indirizzo. I suoi dati passano al
            nuovo indirizzo solo quando quel link viene aperto, e la pagina per il vecchio indirizzo si chiude
            subito. Se un indirizzo è stato solo scritto su un risultato, senza un ordine da quell’indirizzo,
            la pagina elenca quel risultato ma non ne mostra mai le risposte: chiunque può scrivere qualsiasi
            indirizzo, e le risposte appartengono a chi le ha date.
          </p>
          <p>
            Se non ha ordinato un report, i suoi risultati sono legati solo al cookie visitatore del suo
            browser: può cancellarli con il pulsante «Cancella i miei risultati» nella pagina dei suoi
            risultati.
          </p>
          <p>
            Per tutto il resto, o se preferisce, ci scriva a {contact}. È gratuito. Le risponderemo entro un
            mese. Poiché non chiediamo il suo nome, potremmo chiederle qualcosa che ci aiuti a trovare i suoi
            dati, per esempio l’indirizzo e-mail usato per un ordine, e potremmo verificare che l’indirizzo
            sia davvero suo. Registriamo che è avvenuta una cancellazione (quando, da parte di chi e quanti
            record), mai che cosa è stato cancellato.
          </p>
        </>
      ),
    },
    {
      title: 'Sicurezza dei dati',
      id: 'data-security',
      content: (
        <>
          <p>Proteggiamo le sue informazioni con cura:</p>
          <ul>
            <li>Il sito viene servito tramite una connessione cifrata (HTTPS).</li>
            <li>I dati della carta vanno direttamente a Stripe. Non passano mai dai nostri server.</li>
            <li>
              Il suo cookie visitatore è firmato, quindi non può essere falsificato, e gli script delle pagine
              web non possono leggerlo. Ogni modulo che invia viene controllato dalla nostra protezione contro
              le richieste contraffatte.
            </li>
            <li>La limitazione delle richieste protegge il sito dagli abusi.</li>
            <li>
              L’area di amministrazione è protetta da un accesso con credenziali. Le password sono salvate
              solo in una forma illeggibile, da cui non si può risalire alla password, e le chiavi per i
              nostri fornitori di servizi sono salvate in forma cifrata.
            </li>
            <li>I nostri registri non contengono mai cookie o password.</li>
            <li>Solo il personale autorizzato può vedere gli ordini.</li>
          </ul>
          <p>
            Nessun sistema è perfettamente sicuro. Se un problema di sicurezza dovesse mettere a rischio i
            suoi dati, informeremo lei e l’autorità di controllo, come richiede la legge.
          </p>
        </>
      ),
    },
    {
      title: 'Contatti',
      id: 'contact-us',
      content: (
        <>
          <p>
            Per qualsiasi domanda su questa informativa o sui suoi dati, o per esercitare i suoi diritti, ci
            scriva un’e-mail a {contact}.
          </p>
          <p>
            Può anche leggere i nostri <Link href="/terms">Termini e condizioni</Link>.
          </p>
        </>
      ),
    },
  ];

  return {
    title: 'Informativa sulla privacy',
    intro: (
      <p>
        Questa informativa spiega, con parole semplici, quali informazioni raccogliamo, perché, e quali scelte
        lei ha. In breve: può fare ogni autovalutazione senza dirci chi è; abbiamo il suo indirizzo e-mail
        solo se ce lo dà lei; e non vendiamo mai i suoi dati.
      </p>
    ),
    sections,
  };
}
