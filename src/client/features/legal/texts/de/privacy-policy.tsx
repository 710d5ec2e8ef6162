/**
 * The Privacy Policy in German, translated as a whole from ../en/privacy-policy.tsx and changed with it. The
 * sections keep the English ids, so that links such as `/privacy-policy#information-we-collect` work here too.
 * The GDPR's terms are those of its German text (DSGVO). Written for this site and checked against the English,
 * not yet read by a native-speaking reviewer or a lawyer.
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
  const yourData = <Link href="/your-data">Ihre Daten</Link>;
  // Not describePeriod, which words a period in English: German declines it, "12 Monate lang", "nicht länger als
  // 12 Monate", but "nach 12 Monaten", "nach 90 Tagen".
  const answersPeriod = `${answersMonths} ${plural(answersMonths, { one: 'Monat', other: 'Monate' }, 'de')}`;
  const answersPeriodAfter = `${answersMonths} ${plural(answersMonths, { one: 'Monat', other: 'Monaten' }, 'de')}`;
  const daysAfter = (days: number) => `${days} ${plural(days, { one: 'Tag', other: 'Tagen' }, 'de')}`;

  const sections: LegalSection[] = [
    {
      title: 'Einleitung',
      id: 'introduction',
      content: (
        <>
          <p>
            Traitscope („wir“, „uns“) betreibt diese Website, auf der Erwachsene kurze Selbsteinschätzungen zu
            neurodivergenten Merkmalen ausfüllen können. Die Selbsteinschätzungen dienen nur zur Information.
            Sie sind keine Diagnose.
          </p>
          <p>
            Wir sind der Verantwortliche für die personenbezogenen Daten, die diese Datenschutzerklärung
            beschreibt. Wir versuchen, so wenig wie möglich zu erheben, und wir möchten, dass Sie genau
            wissen, was damit geschieht. Diese Erklärung gilt für alles, was Sie auf dieser Website tun, auch
            für den Kauf eines vollständigen Berichts und die Teilnahme am Empfehlungsprogramm.
          </p>
          <p>
            Wenn hier etwas unklar ist oder Sie eine Frage zu Ihren Daten haben, schreiben Sie uns bitte an{' '}
            {contact}.
          </p>
          <p>
            Wenn wir diese Erklärung ändern, aktualisieren wir das Datum „Gültig ab“ oben auf dieser Seite.
            Ist eine Änderung wichtig, weisen wir außerdem auf der Website darauf hin.
          </p>
        </>
      ),
    },
    {
      title: 'Welche Informationen wir erheben',
      id: 'information-we-collect',
      content: (
        <>
          <p>
            <strong>
              Um eine Selbsteinschätzung auszufüllen, müssen Sie uns keine persönlichen Informationen geben.
            </strong>{' '}
            Es gibt kein Konto, keinen Namen und keine Anmeldung.
          </p>

          <h3>Informationen, die Sie uns selbst geben</h3>
          <p>Ihre E-Mail-Adresse haben wir nur, wenn Sie sie uns geben. Das geschieht in zwei Fällen:</p>
          <ul>
            <li>
              <strong>Beim Bezahlen</strong>, wenn Sie einen vollständigen Bericht kaufen. Wir brauchen Ihre
              E-Mail-Adresse, um Ihnen den Bericht zu schicken.
            </li>
            <li>
              <strong>Im Empfehlungsprogramm</strong>, wenn Sie eine Freundin oder einen Freund einladen,
              indem Sie deren oder dessen E-Mail-Adresse eingeben. Wir verwenden diese Adresse nur, um diese
              eine Einladung zu schicken. Wir schicken keine Erinnerungen und verwenden sie für nichts
              anderes. Eine Adresse erhält von uns höchstens eine Einladung in 30 Tagen, ganz gleich, wer
              darum bittet, und gar keine, wenn ihre Inhaberin oder ihr Inhaber uns gebeten hat, sie nicht
              einzuladen: Eine solche Einladung bleibt auf Ihrer Liste, aber wir verschicken sie nicht.
            </li>
          </ul>
          <p>
            Wenn Sie uns schreiben, haben wir außerdem Ihre Nachricht und die Adresse, von der Sie geschrieben
            haben.
          </p>

          <h3>Ihre Antworten in den Selbsteinschätzungen</h3>
          <p>
            Wenn Sie eine Selbsteinschätzung abschließen, speichern wir Ihre Antworten und das daraus
            berechnete Ergebnis (eine Punktzahl und einen Bereich). Sie werden mit einer zufälligen
            Besuchernummer gespeichert, nicht mit Ihrem Namen. Nach {answersPeriodAfter} wird die
            Besuchernummer entfernt, und die Antworten bleiben nur anonym erhalten.
          </p>
          <p>
            Ihre Antworten betreffen Dinge wie Aufmerksamkeit, soziale Kommunikation, Sinneswahrnehmungen,
            Koordination oder Lesen. Deshalb können sie als Gesundheitsdaten gelten, die das Gesetz besonders
            schützt (Art. 9 der Datenschutz-Grundverordnung, DSGVO). So behandeln wir sie auch.
          </p>
          <p>
            Nach den Fragen stellen wir drei weitere, die Sie überspringen können: seit wann Sie diese
            Erfahrungen bemerken, wo im Alltag sie sich auswirken und wie stark, und ein Beispiel in Ihren
            eigenen Worten. Ihre Antworten darauf werden mit Ihrem Ergebnis gespeichert und nur verwendet, um
            sie in Ihrem vollständigen Bericht zu zitieren, auf der Seite für eine medizinische Fachperson.
            Sie sind in Ihrem Download auf der Seite {yourData} enthalten und werden mit Ihrem Ergebnis
            gelöscht. Nach {answersPeriodAfter} werden sie gelöscht, nicht anonym aufbewahrt: Ein Beispiel in
            Ihren eigenen Worten könnte verraten, wer Sie sind.
          </p>
          <p>
            Wenn Sie Ihre Ergebnisse teilen, enthält der geteilte Link selbst nur die Art der
            Selbsteinschätzung, Ihre Punktzahl, Ihren Bereich und das Datum. Alle, denen Sie den Link geben,
            können diese Zusammenfassung sehen.
          </p>

          <h3>Wenn Sie einen Bericht kaufen</h3>
          <p>
            Bevor Sie bestellen, bitten wir Sie mit einem eigenen Kästchen, das nicht für Sie angekreuzt ist,
            um Ihre ausdrückliche Einwilligung: dass wir Ihre Antworten zusammen mit Ihrer E-Mail-Adresse
            speichern, um Ihren Bericht zu erstellen und Ihnen zu schicken. Ohne sie nehmen wir keine
            Bestellung an. Wir halten fest, wann Sie Ihre Einwilligung gegeben haben und welche Fassung dieser
            Erklärung Sie gesehen haben.
          </p>
          <p>
            Wir speichern einen Datensatz zu Ihrer Bestellung: Ihre E-Mail-Adresse, für welche
            Selbsteinschätzung sie ist, den Betrag, das Datum, einen etwaigen Rabattcode, die Zahlungsreferenz
            unseres Zahlungsdienstleisters und ob die E-Mail mit dem Bericht zugestellt wurde. Ihre
            Kartennummer sehen und speichern wir nie.
          </p>

          <h3>Automatisch erhobene Informationen</h3>
          <p>
            Wie bei den meisten Websites kann unser Server Ihre IP-Adresse und Informationen über Ihren
            Browser aufzeichnen (etwa seinen Typ und seine Version, die aufgerufene Seite und die Seite, die
            darauf verlinkt hat). Das geschieht in:
          </p>
          <ul>
            <li>
              <strong>Server-Protokollen</strong>, mit denen wir die Website in Betrieb halten und Fehler
              finden;
            </li>
            <li>
              <strong>Sicherheitsgrenzen</strong>, die verhindern, dass in kurzer Zeit zu viele Anfragen von
              einem Besucher oder von einer Adresse kommen (Rate Limiting);
            </li>
            <li>
              <strong>einem Protokoll nicht gefundener Seiten</strong>: Wenn Sie auf unserer Website eine
              Adresse öffnen, die es nicht gibt, notieren wir diese Adresse, Ihren Browsertyp und die Seite,
              die darauf verlinkt hat, damit wir defekte Links reparieren können.
            </li>
          </ul>

          <h3>Cookies und der Speicher Ihres Browsers</h3>
          <ul>
            <li>
              <strong>Ein Besucher-Cookie (notwendig).</strong> Das ist eine Zufallszahl, mit der die Website
              Ihren Browser von einer Seite zur nächsten wiedererkennt, zum Beispiel damit nur Sie Ihre
              Ergebnisse öffnen können. Es enthält weder Ihren Namen noch Ihre Antworten und läuft nach einem
              Jahr ab.
            </li>
            <li>
              <strong>Schutz vor gefälschten Anfragen (notwendig).</strong> Eine Sicherheitsprüfung, die mit
              Ihrem Besucher-Cookie verbunden ist. Sie verhindert, dass andere Websites in Ihrem Namen
              Formulare an uns schicken.
            </li>
            <li>
              <strong>Ein Cookie für Ihre Cookie-Wahl (notwendig).</strong> Es sagt nur, dass Sie eine Wahl zu
              Cookies getroffen haben, nicht welche, damit Seiten ohne das Cookie-Banner ankommen. Es läuft
              nach einem Jahr ab.
            </li>
            <li>
              <strong>Ein Sprach-Cookie (notwendig).</strong> Es wird nur gesetzt, wenn Sie mit der
              Sprachauswahl eine Sprache wählen oder auf den Vorschlag einer anderen Sprache auf der
              Startseite antworten. Es enthält den Code der Sprache (etwa „de“), damit die Website nicht
              erneut fragt. Es läuft nach einem Jahr ab.
            </li>
            <li>
              <strong>Lokaler Speicher.</strong> Ihr Browser bewahrt Ihre Antworten auf, während Sie eine
              Selbsteinschätzung ausfüllen (damit sie beim Neuladen nicht verloren gehen), und merkt sich Ihre
              Cookie-Wahl, Ihre Ansichtseinstellungen (Textgröße, Abstände, Schriftart, Hintergrundtönung,
              Farbschema, Bewegung) und Ihre Vorlese-Einstellungen (Geschwindigkeit und ob jede neue Frage
              vorgelesen wird). Diese sind notwendig, damit die Website so funktioniert, wie Sie es gewählt
              haben, und brauchen deshalb keine Einwilligung. Das alles bleibt auf Ihrem Gerät und wird nie an
              uns geschickt. Sie können es jederzeit in den Einstellungen Ihres Browsers löschen.
            </li>
          </ul>

          <h3>Optionale Statistik und Analyse (nur wenn Sie zustimmen)</h3>
          <p>Diese sind ausgeschaltet, bis Sie sie in den Cookie-Einstellungen einschalten:</p>
          <ul>
            <li>
              <strong>Unsere eigene Statistik</strong>: Wir zählen Seitenaufrufe und abgeschlossene
              Selbsteinschätzungen auf unserem eigenen Server, um die Website zu verbessern (Einstellung
              „Funktional“ oder „Analyse“).
            </li>
            <li>
              <strong>Google Analytics</strong>, das misst, wie die Website genutzt wird (Einstellung
              „Analyse“).
            </li>
            <li>
              <strong>Ein Werbe-Pixel von TikTok</strong>, das misst, ob unsere Anzeigen zu Käufen führen
              (Einstellung „Marketing“).
            </li>
          </ul>
          <p>
            Google und TikTok erhalten nie Ihre Antworten oder Ihre Ergebnisse. Sie sehen aber, welche Seiten
            Sie besuchen, zum Beispiel welche Seite einer Selbsteinschätzung Sie öffnen. Sie können Ihre Wahl
            jederzeit über die Schaltfläche „Cookie-Einstellungen“ am Ende jeder Seite ändern.
          </p>
        </>
      ),
    },
    {
      title: 'Wie wir Ihre Informationen verwenden',
      id: 'how-we-use-your-information',
      content: (
        <>
          <p>Wir verwenden Ihre Informationen nur, um</p>
          <ul>
            <li>Ihnen Ihre Ergebnisse und die kostenlosen ersten Einblicke zu zeigen;</li>
            <li>
              Ihre Bestellung zu bearbeiten, Ihnen den vollständigen Bericht als PDF per E-Mail zu schicken
              und ihn erneut zu schicken, wenn die Zustellung fehlschlägt;
            </li>
            <li>
              die eine Einladung an eine Freundin oder einen Freund zu schicken, um die Sie uns bitten, und
              Ihnen zu zeigen, ob die Eingeladenen eine Selbsteinschätzung ausgefüllt haben, damit Sie Ihre
              Belohnung erhalten können;
            </li>
            <li>Ihre Nachrichten zu beantworten und bei Problemen zu helfen;</li>
            <li>
              unsere Selbsteinschätzungen zu verbessern, indem wir die Antworten als Ganzes auswerten, ohne zu
              wissen, wer sie gegeben hat (zum Beispiel, wie oft jede Antwort auf eine Frage gewählt wird);
            </li>
            <li>
              die Website sicher und in Betrieb zu halten: Server-Protokolle, Rate Limiting und das Reparieren
              defekter Links;
            </li>
            <li>
              zu verstehen, wie die Website genutzt wird, aber nur, wenn Sie Statistik oder Analyse zugestimmt
              haben.
            </li>
          </ul>
          <p>
            <strong>Wir verkaufen Ihre Daten nicht.</strong> Ihre E-Mail-Adresse verwenden wir für Ihre
            Bestellung und Ihren Bericht, nicht für einen E-Mail-Verteiler.
          </p>
          <p>
            Ihre Ergebnisse werden automatisch aus Ihren Antworten berechnet. Sie sind Informationen allein
            für Sie: Niemand trifft auf ihrer Grundlage Entscheidungen über Sie.
          </p>
        </>
      ),
    },
    {
      title: 'Rechtsgrundlage der Verarbeitung',
      id: 'legal-basis-for-processing',
      content: (
        <>
          <p>
            Die DSGVO erlaubt uns, personenbezogene Daten nur auf einer anerkannten Rechtsgrundlage zu
            verwenden. Unsere sind:
          </p>
          <ul>
            <li>
              <strong>Bereitstellen, worum Sie gebeten haben</strong> (ein Vertrag mit Ihnen, Art. 6 Abs. 1
              lit. b DSGVO): Ihre Ergebnisse anzeigen, Ihre Bestellung bearbeiten und Ihren Bericht liefern.
            </li>
            <li>
              <strong>Ihre ausdrückliche Einwilligung</strong> (Art. 9 Abs. 2 lit. a DSGVO): Weil Ihre
              Antworten Gesundheitsdaten betreffen, bitten wir um Ihre ausdrückliche Einwilligung, bevor wir
              sie mit Ihrer E-Mail-Adresse verbinden, zum Beispiel um Ihnen einen Bericht darüber zu schicken.
            </li>
            <li>
              <strong>Ihre Einwilligung</strong> (Art. 6 Abs. 1 lit. a DSGVO): für die optionale Statistik,
              Google Analytics und das TikTok-Pixel, die nur laufen, wenn Sie sie einschalten.
            </li>
            <li>
              <strong>Eine rechtliche Verpflichtung</strong> (Art. 6 Abs. 1 lit. c DSGVO): die Aufbewahrung
              von Bestellunterlagen, die das Steuer- und Buchführungsrecht verlangt.
            </li>
            <li>
              <strong>Unsere berechtigten Interessen</strong> (Art. 6 Abs. 1 lit. f DSGVO): die Website sicher
              und in Betrieb zu halten (Server-Protokolle, Rate Limiting, das Protokoll nicht gefundener
              Seiten), unsere Selbsteinschätzungen mit anonymen Auswertungen zu verbessern, die eine Einladung
              zu schicken, um die Sie uns für eine Freundin oder einen Freund gebeten haben, und Einladungen
              und Empfehlungsbelohnungen vor Missbrauch zu schützen (die Liste „Nicht einladen“ und die
              Grenzen pro Adresse, beschrieben unter „Speicherdauer“). Dem können Sie jederzeit widersprechen
              (siehe Abschnitt 7).
            </li>
          </ul>
          <p>
            Sie können Ihre Einwilligung jederzeit widerrufen: für Ihre Antworten und Ihre E-Mail-Adresse auf
            der Seite {yourData}, die sie dann löscht; für Cookies über die Schaltfläche
            „Cookie-Einstellungen“. Der Widerruf ändert nichts an dem, was wir mit Ihrer Einwilligung getan
            haben, bevor Sie sie widerrufen haben.
          </p>
        </>
      ),
    },
    {
      title: 'Weitergabe von Informationen',
      id: 'sharing-of-information',
      content: (
        <>
          <p>
            <strong>Wir verkaufen oder vermieten Ihre personenbezogenen Daten an niemanden.</strong> Wir geben
            sie nur an die wenigen Dienstleister weiter, die wir für den Betrieb der Website brauchen und die
            sie nur nach unseren Weisungen verwenden dürfen:
          </p>
          <ul>
            <li>
              <strong>Stripe</strong>, unser Zahlungsdienstleister. Sie geben Ihre Kartendaten auf der
              sicheren Zahlungsseite von Stripe ein, deshalb sehen und speichern wir Ihre Kartennummer nie.
              Stripe teilt uns mit, ob die Zahlung erfolgreich war, und gibt uns eine Zahlungsreferenz. Stripe
              hat außerdem eigene Pflichten, zum Beispiel Betrug zu verhindern, nach seiner eigenen
              Datenschutzerklärung.
            </li>
            <li>
              <strong>Unser E-Mail-Versanddienst</strong> (Mailgun, in seiner EU-Region), der die E-Mails mit
              Berichten und die Einladungen aus dem Empfehlungsprogramm verschickt. Er erhält die Adresse der
              Empfängerin oder des Empfängers und den Inhalt der E-Mail, der bei einem Bericht Ihre Ergebnisse
              enthält. Er teilt uns mit, wenn eine E-Mail nicht zugestellt werden konnte, weil es die Adresse
              nicht gibt, oder wenn sie als Spam gemeldet wurde, damit wir keine weiteren Einladungen dorthin
              schicken.
            </li>
            <li>
              <strong>Unser Hosting-Anbieter</strong>, auf dessen Servern die Website und ihre Datenbank
              laufen.
            </li>
            <li>
              <strong>Google und TikTok</strong>, nur wenn Sie in den Cookie-Einstellungen „Analyse“ oder
              „Marketing“ eingeschaltet haben (siehe Abschnitt 2).
            </li>
          </ul>
          <p>
            Einige dieser Anbieter verarbeiten Daten möglicherweise außerhalb der Europäischen Union. Dann
            müssen sie die Garantien anwenden, die die DSGVO verlangt, etwa die Standardvertragsklauseln der
            Europäischen Kommission.
          </p>
          <p>
            Bei Traitscope kann nur eine kleine Zahl befugter Mitarbeiterinnen und Mitarbeiter Bestellungen
            einsehen, um bei Problemen mit Zahlung und Zustellung zu helfen.
          </p>
          <p>Behörden geben wir Informationen nur, wenn das Gesetz uns dazu verpflichtet.</p>
        </>
      ),
    },
    {
      title: 'Speicherdauer',
      id: 'data-retention',
      content: (
        <>
          <p>
            Wir bewahren Informationen nur so lange auf, wie wir sie brauchen. Ein geplanter Vorgang auf
            unserem Server wendet diese Fristen jede Stunde an:
          </p>
          <ul>
            <li>
              <strong>Antworten und Ergebnisse</strong> werden {answersPeriod} lang mit Ihrer zufälligen
              Besuchernummer gespeichert, und mit Ihrer E-Mail-Adresse, wenn Sie einen Bericht bestellt haben.
              Danach werden die Besuchernummer und die Adresse entfernt, zusammen mit Ihren Antworten auf die
              drei freiwilligen Fragen nach einer Selbsteinschätzung, und es bleiben nur die anonymen
              Antworten, für Auswertungen, die uns helfen, die Selbsteinschätzungen zu verbessern.
            </li>
            <li>
              <strong>Bestellungen</strong> behalten Ihre E-Mail-Adresse {answersPeriod} lang. Danach, oder
              wenn Sie Ihre Daten löschen, bleibt nur, was das Steuer- und Buchführungsrecht verlangt: der
              Betrag, das Datum und die Zahlungsreferenz, ohne etwas, das sie mit Ihnen verbindet.
            </li>
            <li>
              <strong>Von uns verschickte E-Mails</strong> (der Nachweis jeder Zustellung) werden nach{' '}
              {answersPeriodAfter} gelöscht.
            </li>
            <li>
              <strong>
                Die E-Mail-Adresse einer Freundin oder eines Freundes aus einer Einladung des
                Empfehlungsprogramms
              </strong>{' '}
              wird nur gespeichert, um der Person, die die Einladung geschickt hat, deren Stand zu zeigen, und
              nicht länger als {answersPeriod}.
            </li>
            <li>
              <strong>Die Liste „Nicht einladen“</strong>: Jede Einladung enthält einen Link, mit dem sich
              alle weiteren Einladungen stoppen lassen. Wenn jemand ihn nutzt oder eine Einladung an diese
              Person nicht zugestellt werden konnte oder als Spam gemeldet wurde, notieren wir ihre Adresse in
              unkenntlich gemachter Form (als Hashwert mit Schlüssel: Ohne den geheimen Schlüssel unseres
              Servers lässt er sich weder in die Adresse zurückverwandeln noch mit einer Liste von Adressen
              abgleichen). Wir bewahren diese Notiz so lange auf, wie wir Einladungen verschicken, denn sie zu
              vergessen, würde die Bitte rückgängig machen; aus demselben Grund entfernt das Löschen Ihrer
              Daten sie nicht. Sie nennt niemanden und stoppt immer nur E-Mails: Berichte und Links, die Sie
              anfordern, erreichen Sie weiterhin.
            </li>
            <li>
              <strong>Grenzen pro Adresse</strong>: Damit niemand Einladungen nutzen kann, um das Postfach
              einer fremden Person zu füllen, und damit Empfehlungsbelohnungen fair bleiben, notieren wir in
              derselben unkenntlich gemachten Form, wann eine Adresse zuletzt eine Einladung erhalten hat und
              wann zuletzt eine Empfehlungsbelohnung für sie genutzt wurde. Jede Notiz wird 30 Tage später
              gelöscht.
            </li>
            <li>
              <strong>Links zur Seite „Ihre Daten“</strong> funktionieren einmal, eine Stunde lang, und werden
              nach einem Tag gelöscht. Wir speichern von jedem Link nur eine unkenntlich gemachte Form.
            </li>
            <li>
              <strong>Das Protokoll nicht gefundener Seiten</strong> wird nach {daysAfter(notFoundLogDays)}{' '}
              gelöscht.
            </li>
            <li>
              <strong>Testkopien von E-Mails</strong>: Wenn unser E-Mail-Versand ausgeschaltet ist (zum
              Beispiel auf einer Testinstallation), werden E-Mails in einem internen Postfach aufbewahrt,
              statt verschickt zu werden, und nach {daysAfter(capturedEmailDays)} gelöscht.
            </li>
            <li>
              <strong>Server-Protokolle</strong> werden nur so lange aufbewahrt, wie es nötig ist, um die
              Website sicher zu halten und Fehler zu beheben.
            </li>
            <li>
              <strong>Das Besucher-Cookie</strong>, <strong>das Cookie für Ihre Cookie-Wahl</strong> und{' '}
              <strong>das Sprach-Cookie</strong> laufen nach einem Jahr ab.{' '}
              <strong>Der lokale Speicher</strong> bleibt auf Ihrem Gerät, bis Sie ihn löschen.
            </li>
          </ul>
        </>
      ),
    },
    {
      title: 'Ihre Rechte',
      id: 'your-rights',
      content: (
        <>
          <p>Nach der DSGVO haben Sie folgende Rechte:</p>
          <ul>
            <li>
              <strong>Auskunft</strong>: Sie können eine Kopie der personenbezogenen Daten verlangen, die wir
              über Sie gespeichert haben.
            </li>
            <li>
              <strong>Berichtigung</strong>: Sie können verlangen, dass wir Falsches korrigieren, etwa eine
              falsch eingetippte E-Mail-Adresse.
            </li>
            <li>
              <strong>Löschung</strong>: Sie können verlangen, dass wir Ihre Daten löschen.
            </li>
            <li>
              <strong>Widerruf Ihrer Einwilligung</strong>, jederzeit. Für Cookies und Analyse nutzen Sie die
              Schaltfläche „Cookie-Einstellungen“ am Ende jeder Seite. Für Ihre Antworten und Ihre
              E-Mail-Adresse nutzen Sie die Seite {yourData}.
            </li>
            <li>
              <strong>Mitnehmen</strong> (Datenübertragbarkeit): Sie können Ihre Daten in einem gängigen,
              maschinenlesbaren Format erhalten.
            </li>
            <li>
              <strong>Widerspruch oder Einschränkung</strong>: Sie können verlangen, dass wir die Verwendung
              Ihrer Daten für einen bestimmten Zweck beenden oder aussetzen.
            </li>
            <li>
              <strong>Beschwerde</strong> bei einer Datenschutz-Aufsichtsbehörde, zum Beispiel in dem EU-Land,
              in dem Sie leben oder arbeiten.
            </li>
          </ul>
          <p>
            <strong>Das meiste davon können Sie selbst und sofort auf der Seite {yourData} erledigen.</strong>{' '}
            Geben Sie die E-Mail-Adresse ein, mit der Sie bestellt haben, und wir schicken an sie einen Link,
            der einmal funktioniert, eine Stunde lang. Er öffnet eine Seite mit jedem Ergebnis, jeder
            Bestellung und jeder Einladung, die wir zu dieser Adresse gespeichert haben. Dort können Sie alles
            als Datei (JSON) herunterladen, die Adresse korrigieren oder Ihre Einwilligung widerrufen und
            alles löschen. Das Löschen entfernt Ihre Antworten, Ergebnisse und Ihre Adresse überall, auch aus
            den E-Mails, die wir noch gespeichert haben; wir behalten nur Betrag, Datum und Zahlungsreferenz
            jeder Bestellung, wie es das Steuerrecht verlangt, ohne etwas, das sie mit Ihnen verbindet.
          </p>
          <p>
            Um die Adresse zu korrigieren, schicken wir einen Bestätigungslink an die neue Adresse. Ihre Daten
            gehen erst auf sie über, wenn dieser Link geöffnet wird, und die Seite für die alte Adresse wird
            sofort geschlossen. Wurde eine Adresse nur bei einem Ergebnis eingetippt, ohne eine Bestellung von
            dieser Adresse, listet die Seite dieses Ergebnis auf, zeigt aber nie seine Antworten: Jeder kann
            jede beliebige Adresse eintippen, und die Antworten gehören der Person, die sie gegeben hat.
          </p>
          <p>
            Wenn Sie keinen Bericht bestellt haben, sind Ihre Ergebnisse nur mit dem Besucher-Cookie Ihres
            Browsers verbunden: Sie können sie mit der Schaltfläche „Meine Ergebnisse löschen“ auf Ihrer
            Ergebnisseite löschen.
          </p>
          <p>
            Für alles andere, oder wenn Ihnen das lieber ist, schreiben Sie uns an {contact}. Das ist
            kostenlos. Wir antworten innerhalb eines Monats. Weil wir nicht nach Ihrem Namen fragen, bitten
            wir Sie möglicherweise um etwas, das uns hilft, Ihre Daten zu finden, etwa die E-Mail-Adresse, die
            Sie für eine Bestellung verwendet haben, und wir prüfen möglicherweise, ob die Adresse wirklich
            Ihnen gehört. Wir halten fest, dass eine Löschung stattgefunden hat (wann, durch wen und wie viele
            Datensätze), nie, was gelöscht wurde.
          </p>
        </>
      ),
    },
    {
      title: 'Datensicherheit',
      id: 'data-security',
      content: (
        <>
          <p>Wir schützen Ihre Informationen sorgfältig:</p>
          <ul>
            <li>Die Website wird über eine verschlüsselte Verbindung (HTTPS) ausgeliefert.</li>
            <li>Kartendaten gehen direkt an Stripe. Sie laufen nie über unsere Server.</li>
            <li>
              Ihr Besucher-Cookie ist signiert, sodass es nicht gefälscht werden kann, und Skripte auf
              Webseiten können es nicht lesen. Jedes Formular, das Sie abschicken, wird von unserem Schutz vor
              gefälschten Anfragen geprüft.
            </li>
            <li>Rate Limiting schützt die Website vor Missbrauch.</li>
            <li>
              Der Verwaltungsbereich ist durch eine Anmeldung geschützt. Passwörter werden nur in einer
              unkenntlich gemachten Form gespeichert, die sich nicht in das Passwort zurückverwandeln lässt,
              und Schlüssel für unsere Dienstleister werden verschlüsselt gespeichert.
            </li>
            <li>Unsere Protokolle zeichnen nie Cookies oder Passwörter auf.</li>
            <li>Nur befugte Mitarbeiterinnen und Mitarbeiter können Bestellungen einsehen.</li>
          </ul>
          <p>
            Kein System ist vollkommen sicher. Sollte ein Sicherheitsproblem Ihre Daten jemals gefährden,
            informieren wir Sie und die Aufsichtsbehörde, wie es das Gesetz verlangt.
          </p>
        </>
      ),
    },
    {
      title: 'Kontakt',
      id: 'contact-us',
      content: (
        <>
          <p>
            Für alle Fragen zu dieser Erklärung oder zu Ihren Daten oder um Ihre Rechte wahrzunehmen,
            schreiben Sie uns bitte eine E-Mail an {contact}.
          </p>
          <p>
            Lesen Sie auch unsere <Link href="/terms">Nutzungsbedingungen</Link>.
          </p>
        </>
      ),
    },
  ];

  return {
    title: 'Datenschutzerklärung',
    intro: (
      <p>
        Diese Erklärung sagt Ihnen in einfachen Worten, welche Informationen wir erheben, warum, und welche
        Wahl Sie haben. Kurz gesagt: Sie können jede Selbsteinschätzung ausfüllen, ohne uns zu sagen, wer Sie
        sind; Ihre E-Mail-Adresse haben wir nur, wenn Sie sie uns geben; und wir verkaufen Ihre Daten nie.
      </p>
    ),
    sections,
  };
}
