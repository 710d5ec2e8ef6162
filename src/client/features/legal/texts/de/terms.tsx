/**
 * The Terms and Conditions in German, translated as a whole from ../en/terms.tsx and changed with it. Where the two
 * differ, the last section lets the version more favourable to the consumer apply: EU law reads unclear standard
 * terms in the consumer's favour anyway (Directive 93/13/EEC, Article 5), so "the English prevails" would promise
 * what it cannot hold. The sections keep the English ids, so that links such as
 * `/terms#payment-and-refunds` work here too. Written for this site and checked against the English, not yet read
 * by a native-speaking reviewer or a lawyer.
 */
import { Link } from 'wouter';
import { REPORT_PRICE_TEXT } from '../../../../../domain/checkout/price.ts';
import type { LegalDocumentText, LegalSection, LegalTextContext } from '../../legal-document.tsx';

export function termsDocument({ supportEmail }: LegalTextContext): LegalDocumentText {
  const contact = <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;

  const sections: LegalSection[] = [
    {
      title: 'Geltung dieser Bedingungen',
      id: 'agreement-to-terms',
      content: (
        <>
          <p>
            Diese Bedingungen gelten, wenn Sie die Website von Traitscope („wir“, „uns“) nutzen, eine
            Selbsteinschätzung ausfüllen, einen vollständigen Bericht kaufen oder am Empfehlungsprogramm
            teilnehmen. Indem Sie die Website nutzen, stimmen Sie ihnen zu. Wenn Sie nicht einverstanden sind,
            nutzen Sie die Website bitte nicht.
          </p>
          <p>
            Unsere <Link href="/privacy-policy">Datenschutzerklärung</Link> erklärt, wie wir mit Ihren
            Informationen umgehen. Sie ist Teil dieser Bedingungen.
          </p>
        </>
      ),
    },
    {
      title: 'Nur zur Information – keine Diagnose',
      id: 'information-only-not-a-diagnosis',
      content: (
        <>
          <p>
            <strong>
              Unsere Selbsteinschätzungen und Berichte dienen nur zur Information. Sie sind keine Diagnose.
            </strong>{' '}
            Sie können Ihnen nicht sagen, ob Sie autistisch sind, ADHS haben oder ob eine andere Diagnose auf
            Sie zutrifft, und sie ersetzen keine Abklärung, Beratung oder Behandlung durch eine Fachperson.
          </p>
          <p>
            Bitte besprechen Sie Ihre Ergebnisse mit einer qualifizierten medizinischen Fachperson, etwa Ihrer
            Ärztin oder Ihrem Arzt, einer Psychologin oder einem Psychologen oder einer Psychiaterin oder
            einem Psychiater. Verzichten Sie wegen eines Ergebnisses auf dieser Website nicht auf fachlichen
            Rat, und schieben Sie ihn deswegen nicht auf.
          </p>
          <p>
            Der vollständige Bericht kann Anlaufstellen und Diagnosezentren nennen. Wir führen sie auf, damit
            Sie leichter Unterstützung finden; wir empfehlen keinen bestimmten Anbieter und übernehmen für
            keinen einzelnen Anbieter die Verantwortung.
          </p>
          <p>
            Wenn Sie in einer Krise sind oder sich nicht sicher fühlen, rufen Sie bitte sofort den örtlichen
            Notruf an.
          </p>
        </>
      ),
    },
    {
      title: 'Mindestalter',
      id: 'age-requirement',
      content: (
        <>
          <p>
            Die Selbsteinschätzungen sind für Erwachsene geschrieben. Sie müssen mindestens 18 Jahre alt sein,
            um diese Website zu nutzen.
          </p>
          <p>
            Wenn Sie jünger als 18 sind, dürfen Sie die Website nur mit Zustimmung eines Elternteils oder
            Ihres Vormunds und unter deren Anleitung nutzen. Auch jedem Kauf muss ein Elternteil oder Ihr
            Vormund zustimmen.
          </p>
        </>
      ),
    },
    {
      title: 'Ihre Pflichten bei der Nutzung',
      id: 'user-responsibilities',
      content: (
        <>
          <p>Wenn Sie die Website nutzen, bitten wir Sie,</p>
          <ul>
            <li>die Fragen ehrlich und für sich selbst zu beantworten;</li>
            <li>
              Ihre E-Mail-Adresse beim Bezahlen sorgfältig zu prüfen, denn an diese Adresse schicken wir Ihren
              Bericht;
            </li>
            <li>
              nur Freunde einzuladen, die sich über eine Einladung freuen würden, und nur, wenn sie damit
              einverstanden sind, dass Sie uns ihre E-Mail-Adresse mitteilen;
            </li>
            <li>
              Ihre Links zum Teilen für sich zu behalten, wenn andere die Zusammenfassung Ihrer Ergebnisse
              nicht sehen sollen.
            </li>
          </ul>
          <p>Bitte unterlassen Sie es,</p>
          <ul>
            <li>
              zu versuchen, in die Website einzudringen, sie zu überlasten oder zu stören oder ihre
              Sicherheitsvorkehrungen zu umgehen;
            </li>
            <li>Inhalte der Website automatisiert abzugreifen, zum Beispiel mit Scrapern oder Bots;</li>
            <li>
              zu versuchen, einen Bericht zu erhalten, ohne zu bezahlen, oder Rabatt- oder Empfehlungscodes zu
              missbrauchen;
            </li>
            <li>die Website für rechtswidrige Zwecke zu nutzen.</li>
          </ul>
          <p>Wer gegen diese Regeln verstößt, dem können wir den Zugang sperren.</p>
        </>
      ),
    },
    {
      title: 'Geistiges Eigentum',
      id: 'intellectual-property',
      content: (
        <>
          <p>
            Die Website und alle ihre Inhalte, darunter die Fragen, Texte, Berichte, das Design und das Logo,
            gehören Traitscope oder denen, die sie uns lizenziert haben. Sie sind durch das Urheberrecht und
            andere Gesetze geschützt.
          </p>
          <p>
            Sie dürfen die Website und Ihren eigenen Bericht für persönliche, nicht kommerzielle Zwecke
            nutzen. Sie können Ihren Bericht gern ausdrucken und ihn mit Ihrer medizinischen Fachperson oder
            mit Menschen teilen, denen Sie vertrauen.
          </p>
          <p>
            Ohne unsere schriftliche Erlaubnis dürfen Sie die Selbsteinschätzungen, Berichte oder andere
            Inhalte nicht kopieren, verkaufen, erneut veröffentlichen oder bearbeiten.
          </p>
        </>
      ),
    },
    {
      title: 'Zahlung und Erstattungen',
      id: 'payment-and-refunds',
      content: (
        <>
          <h3>Preis und Zahlung</h3>
          <ul>
            <li>
              Der vollständige Bericht kostet {REPORT_PRICE_TEXT}: Das ist der Preis, den Sie zahlen, die
              Mehrwertsteuer ist darin enthalten.
            </li>
            <li>
              Die Zahlung wickelt unser Zahlungsdienstleister Stripe ab. Sie geben Ihre Kartendaten auf dessen
              sicherer Zahlungsseite ein. Wir erhalten und speichern Ihre Kartendaten nicht.
            </li>
            <li>
              Wir schicken Ihnen den Bericht als PDF an die E-Mail-Adresse, die Sie beim Bezahlen angeben,
              meist innerhalb weniger Minuten.
            </li>
            <li>
              Rabatt- und Belohnungscodes werden nicht in Geld ausgezahlt, und ein Belohnungscode kann nur
              einmal eingelöst werden.
            </li>
          </ul>

          <h3>Erstattungen</h3>
          <p>
            Der vollständige Bericht ist ein digitaler Inhalt, der sofort geliefert wird. Deshalb erstatten
            wir den Kaufpreis in der Regel nicht, wenn ein Bericht bereits geliefert wurde.
          </p>
          <p>
            Verbraucherinnen und Verbraucher in der Europäischen Union haben bei einem Onlinekauf
            normalerweise 14 Tage Zeit, ihn zu widerrufen. Wenn Sie verlangen, dass Ihr Bericht sofort
            geliefert wird, stimmen Sie zu, dass die Lieferung sofort beginnt, und Sie bestätigen, dass Sie
            dieses Widerrufsrecht verlieren, sobald die Lieferung begonnen hat.
          </p>

          <h3>Wenn Ihr Bericht nicht ankommt</h3>
          <p>
            Wenn Ihr Bericht nicht ankommt oder sich die Datei nicht öffnen lässt, schreiben Sie uns bitte
            innerhalb von 7 Tagen nach Ihrem Kauf an {contact}. Bitte sehen Sie vorher in Ihrem Spam-Ordner
            nach. Wir schicken Ihnen den Bericht erneut, und wenn wir ihn nicht zustellen können, erstatten
            wir Ihnen den Kaufpreis.
          </p>

          <p>
            <strong>Ihre gesetzlichen Rechte bleiben unberührt.</strong> Nichts in diesen Bedingungen schränkt
            die Rechte ein, die Sie als Verbraucherin oder Verbraucher in der Europäischen Union von Gesetzes
            wegen haben, zum Beispiel wenn ein Bericht nicht geliefert wird oder nicht der Beschreibung
            entspricht.
          </p>
        </>
      ),
    },
    {
      title: 'Haftungsbeschränkung',
      id: 'limitation-of-liability',
      content: (
        <>
          <p>
            Wir geben uns viel Mühe, unsere Selbsteinschätzungen sorgfältig und nützlich zu gestalten. Sie
            dienen aber nur zur Information, und wir können nicht versprechen, dass die Ergebnisse für Sie
            vollständig oder zutreffend sind. Wir sind nicht verantwortlich für Entscheidungen, die Sie allein
            aufgrund Ihrer Ergebnisse treffen, ohne fachlichen Rat einzuholen.
          </p>
          <p>
            Soweit gesetzlich zulässig, ist unsere gesamte Haftung Ihnen gegenüber für alles, was mit der
            Website oder einem Bericht zusammenhängt, auf den Betrag beschränkt, den Sie uns gezahlt haben.
          </p>
          <p>
            Das schränkt unsere Haftung nicht ein, wo das Gesetz keine Beschränkung erlaubt, zum Beispiel für
            Tod oder Körperverletzung, die wir fahrlässig verursacht haben, für Betrug oder für Schäden, die
            wir vorsätzlich oder grob fahrlässig verursachen.
          </p>
        </>
      ),
    },
    {
      title: 'Änderungen dieser Bedingungen',
      id: 'modification-of-terms',
      content: (
        <>
          <p>
            Wir können diese Bedingungen von Zeit zu Zeit aktualisieren, zum Beispiel wenn wir neue Funktionen
            hinzufügen oder sich die Gesetze ändern. Dann ändern wir das Datum „Gültig ab“ oben auf dieser
            Seite.
          </p>
          <p>
            Für einen Kauf gelten die Bedingungen, die am Tag des Kaufs gültig waren. Wenn Sie die Website
            nach einer Änderung weiter nutzen, gelten für diese Nutzung die neuen Bedingungen.
          </p>
        </>
      ),
    },
    {
      title: 'Anwendbares Recht',
      id: 'governing-law',
      content: (
        <>
          <p>Für diese Bedingungen gilt das Recht der Europäischen Union.</p>
          <p>
            Wenn Sie Verbraucherin oder Verbraucher sind, verlieren Sie dadurch nicht den Schutz, den Ihnen
            die zwingenden Verbraucherschutzvorschriften des Landes gewähren, in dem Sie leben.
          </p>
          <p>
            Wenn Sie ein Problem haben, wenden Sie sich bitte zuerst an uns. Wir möchten helfen, es in Ordnung
            zu bringen.
          </p>
        </>
      ),
    },
    {
      title: 'Kontakt',
      id: 'contact-information',
      content: (
        <p>Wenn Sie Fragen zu diesen Bedingungen haben, schreiben Sie uns bitte eine E-Mail an {contact}.</p>
      ),
    },
    {
      title: 'Sprachfassungen',
      id: 'language-versions',
      content: (
        <p>
          Diese Bedingungen sind eine Übersetzung der englischen Fassung. Weichen die beiden Fassungen
          voneinander ab, gilt die Fassung, die für Sie als Verbraucherin oder Verbraucher günstiger ist.
        </p>
      ),
    },
  ];

  return {
    title: 'Nutzungsbedingungen',
    intro: (
      <p>
        Diese Bedingungen erklären die Regeln für die Nutzung von Traitscope und für den Kauf eines
        vollständigen Berichts. Wir haben sie so kurz und klar gehalten, wie wir konnten. Das Wichtigste:
        Unsere Selbsteinschätzungen geben Ihnen Informationen, keine Diagnose.
      </p>
    ),
    sections,
  };
}
