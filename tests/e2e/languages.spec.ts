import { ASSESSMENTS } from '../../src/domain/assessments/catalogue.ts';
import { getQuestions } from '../../src/domain/assessments/questions.ts';
import { ITEMS_IN_GERMAN } from '../../src/domain/assessments/translations/de.ts';
import { ITEMS_IN_FRENCH } from '../../src/domain/assessments/translations/fr.ts';
import { MESSAGE_LANGUAGES, MESSAGES } from '../../src/domain/messages/messages.ts';
import { fold, sentencesOf, textsOf } from '../support/english-sentences.ts';
import { pdfText } from '../support/pdf-text.ts';
import { logInAsAdmin, uniqueEmail } from './support/admin.ts';
import { shareData } from './support/assessments.ts';
import { FREE_CODE, saveDocsScreenshot } from './support/checkout.ts';
import { expect, expectLive, expectNoAxeViolations, test } from './support/fixtures.ts';
import { capturedEmailTo } from './support/mailbox.ts';

// German is offered (OFFERED_LANGUAGES): its own build, at /de/, named beside English in every page's alternates.

test('the German pages arrive prerendered in German, at their own addresses, each naming the other language', async ({
  consentedPage: page,
}) => {
  const answer = await page.request.get('/de/');
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  expect(html).toContain('<html lang="de">');
  expect(html).toContain('Datenschutzerklärung');
  expect(answer.headers()['x-robots-tag']).toBeUndefined();

  await page.goto('/de/');
  await expectLive(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/de\/$/);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/$/);
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute('href', /\/de\/$/);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/$/);
  const home = MESSAGES.de.home;
  const sections = MESSAGES.de['home-sections'];
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.heading);
  await expect(page.getByRole('link', { name: home.startComprehensive })).toBeVisible();
  await expect(page.getByText(home.benefitNoAccount)).toBeVisible();
  // Below the first screen: the assessments, the stories (their carousel loads on the way there) and the notes.
  await expect(page.getByRole('heading', { level: 2, name: sections.chooseTitle })).toBeVisible();
  await expect(page.getByText('20 Fragen').first()).toBeVisible();
  await page.getByRole('heading', { level: 2, name: sections.storiesTitle }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: sections.nextStory })).toBeVisible();
  await expect(page.getByText(sections.storyWords['testimonial-2']?.text ?? '').first()).toBeAttached();
  await expect(page.getByRole('heading', { level: 2, name: sections.disclaimerTitle })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'Über Traitscope' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A link leads to the same language's page, in the page (no new load), with that page's own address.
  await footer.getByRole('link', { name: 'Nutzungsbedingungen' }).click();
  await expect(page).toHaveURL(/\/de\/terms$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/de\/terms$/);
  // The alternates follow the page the visitor moved to.
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\d\/terms$/);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page).toHaveTitle('Nutzungsbedingungen | Traitscope');
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Startseite' })
    .click();
  await expect(page).toHaveURL(/\/de\/$/);
});

test('a German visitor is asked about cookies in German, and the settings speak German too', async ({
  page,
}) => {
  const html = await (await page.request.get('/de/terms')).text();
  expect(html).toContain('Cookies auf Traitscope');

  await page.goto('/de/terms');
  await expectLive(page);
  const banner = page.getByRole('region', { name: 'Cookies auf Traitscope' });
  await expect(banner).toContainText('Mit einem Klick auf „Alle akzeptieren“ stimmen Sie');
  await banner.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
  await expect(dialog.getByRole('switch', { name: 'Notwendig' })).toBeDisabled();
  await expect(dialog.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
  await expectNoAxeViolations(page);
  await dialog.getByRole('tab', { name: 'Über Cookies' }).click();
  await expect(dialog.getByRole('tabpanel')).toContainText('Ihr Besucher-Cookie ist eine Zufallszahl');
  await dialog.getByRole('tab', { name: 'Datenschutz' }).click();
  await dialog.getByRole('link', { name: 'Datenschutzerklärung' }).click();
  await expect(page).toHaveURL(/\/de\/privacy-policy$/);
  await expect(dialog).toHaveCount(0);

  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  await dialog.getByRole('switch', { name: 'Analyse' }).click();
  await dialog.getByRole('button', { name: 'Einstellungen speichern' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(banner).toHaveCount(0);
  const stored = await page.evaluate(() => localStorage.getItem('cookie-consent-preferences'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ analytics: true, marketing: false });
});

test('a German address is answered in German or not at all: no admin area, no language that is not served', async ({
  page,
}) => {
  expect((await page.request.get('/de/admin/orders')).status()).toBe(404);
  expect((await page.request.get('/pt/')).status()).toBe(404);
  const folder = await page.request.get('/de', { maxRedirects: 0 });
  expect(folder.status()).toBe(301);
  expect(folder.headers().location).toBe('/de/');
  // English stays where it was, and names German beside itself; so does the sitemap.
  const english = await (await page.request.get('/terms')).text();
  expect(english).toContain('<html lang="en">');
  expect(english).toMatch(/<link rel="alternate" hreflang="de" href="[^"]*\/de\/terms" \/>/);
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>[^<]*\/de\/terms<\/loc>/);
});

test('a German assessment asks its reconciled German questions, says how they were translated, and keeps the language', async ({
  consentedPage: page,
  browser,
}) => {
  // The server renders the report meanwhile, the first German one in a fresh worker of its own language.
  test.setTimeout(150_000);
  const buyer = uniqueEmail('leserin');
  const questions = getQuestions('spd');
  const german = new Map(ITEMS_IN_GERMAN.items.map((item) => [item.id, item.translation]));
  const labels = ITEMS_IN_GERMAN.answerLabels.map((label) => label.translation);
  // Prerendered in German: the first question and its answers are in the page before any script runs.
  const html = await (await page.request.get('/de/assessment/spd')).text();
  expect(html).toContain(german.get('spd-1'));
  expect(html).toContain(labels[4]);

  expect(html).toContain('<title>Merkmale einer sensorischen Verarbeitungsstörung | Traitscope</title>');

  await page.goto('/de/assessment/spd');
  await expectLive(page, 'main h1');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Merkmale einer sensorischen Verarbeitungsstörung' }),
  ).toBeVisible();
  await expect(page.getByText('Ein guter Anfang. Lassen Sie sich bei jeder Antwort Zeit.')).toBeVisible();
  await expect(
    page.getByText(
      'Diese Fragen wurden aus dem Englischen übersetzt und durch Rückübersetzung geprüft. Eine Durchsicht durch muttersprachliche klinische Fachleute steht noch aus.',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  const stored = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/assessment-results'),
  );
  await expect(
    page.getByText('Diese Selbsteinschätzung ist für Erwachsene ab 18 Jahren gedacht.'),
  ).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Fortschritt der Selbsteinschätzung' })).toBeVisible();
  for (const [index, question] of questions.entries()) {
    const heading = page.getByRole('heading', {
      level: 2,
      name: new RegExp(`^Frage ${index + 1} von ${questions.length}\\b`),
    });
    await expect(heading).toContainText(german.get(question.id)!);
    if (index === 1) {
      // The facts between the questions, in German, with their sources as they are.
      await expect(page.getByRole('heading', { name: 'Schon gewusst?' })).toBeVisible();
      await expect(page.getByText('Quelle:', { exact: false })).toBeVisible();
    }
    await page.getByRole('radio', { name: labels[3], exact: true }).check();
    await page.getByRole('button', { name: 'Weiter' }).click();
  }
  expect((await stored).postDataJSON()).toMatchObject({ assessmentType: 'spd', language: 'de' });
  await expect(page).toHaveURL(/\/de\/results\?/);

  // The optional questions, then the results, in German: the page's words, the result's and its insights.
  await expect(
    page.getByRole('heading', { name: 'Seit wann bemerken Sie diese Erfahrungen?' }),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'Seit der Kindheit' }).check();
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Arbeit oder Studium' }).check();
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(
    page.getByText('Sagen Sie, wie stark es den Bereich Arbeit oder Studium betrifft'),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'Ziemlich stark' }).check();
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await page.getByRole('button', { name: 'Meine Antworten speichern' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Ergebnisse' })).toBeVisible();
  const insights = page.getByRole('region', { name: 'Erste Einblicke' });
  await expect(insights.getByText(/^(Geringe|Mittlere|Deutliche) Übereinstimmung$/).first()).toBeVisible();
  await expect(insights).toContainText('der Erfahrungen, nach denen diese Selbsteinschätzung fragt');
  await expect(insights).toContainText('Die drei Bereiche folgen der durchschnittlichen Antwort');
  await expect(
    page.getByText(/^Merkmale einer sensorischen Verarbeitungsstörung · \d{1,2}\. \p{L}+ \d{4}$/u),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Was das nicht bedeutet' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Stärken, die Sie vielleicht wiedererkennen' }),
  ).toBeVisible();
  await expect(page.getByText('Der vollständige Bericht (29,99 EUR inkl. MwSt.)')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ihre Ergebnisse löschen' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveDocsScreenshot(page, 'de-results-mobile', { fullPage: false });

  // The payment page in German: the offer, the form, its messages, countries named and ordered in German.
  await page.getByRole('button', { name: 'Vollständigen Bericht erhalten' }).click();
  await expect(page).toHaveURL(/\/de\/standard-payment$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ihren ausführlichen Bericht erhalten' }),
  ).toBeVisible();
  await expect(page.getByText('Auswertung: Merkmale einer sensorischen Verarbeitungsstörung')).toBeVisible();
  await expect(page.getByText('29,99 EUR', { exact: true })).toBeVisible();
  await expect(page.getByText('inkl. MwSt.', { exact: true })).toBeVisible();
  await saveDocsScreenshot(page, 'de-payment-mobile', { fullPage: false });
  const country = page.getByLabel('Land, in dem Sie leben');
  const countries = await country.locator('option').allTextContents();
  expect(countries.indexOf('Österreich')).toBeGreaterThan(countries.indexOf('Niederlande'));
  expect(countries.indexOf('Österreich')).toBeLessThan(countries.indexOf('Polen'));
  await page.getByRole('button', { name: 'Weiter zur sicheren Bezahlung' }).click();
  await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();
  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(buyer);
  await page.getByRole('button', { name: 'Weiter zur sicheren Bezahlung' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Bitte setzen Sie das Häkchen/);
  await expect(page.getByRole('checkbox', { name: /^Ich bin einverstanden, dass Traitscope/ })).toBeFocused();
  await expectNoAxeViolations(page);

  // A free order placed here is confirmed in German, at the order's address under /de/.
  await page.getByRole('checkbox', { name: /^Ich bin einverstanden, dass Traitscope/ }).check();
  await page.getByLabel('Rabattcode').fill(FREE_CODE);
  await page.getByRole('button', { name: 'Einlösen', exact: true }).click();
  await expect(page.getByText('Der Rabattcode wird beim Bezahlen berücksichtigt')).toBeVisible();
  await country.selectOption({ label: 'Österreich' });
  await page.getByRole('button', { name: 'Weiter zur sicheren Bezahlung' }).click();
  await expect(page).toHaveURL(/\/de\/orders\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Zahlung erfolgreich!' })).toBeVisible();
  await expectNoAxeViolations(page);

  // What the reader read is what they get by mail: the e-mail and the whole report in German, with Austria's
  // route first.
  const adminContext = await browser.newContext();
  try {
    const admin = await adminContext.newPage();
    await logInAsAdmin(admin);
    const captured = await capturedEmailTo(admin, buyer);
    const words = MESSAGES.de;
    expect(captured.subject).toBe(
      words['report-email'].subject({ assessmentName: words.catalogue.assessmentWords.spd.name }),
    );
    expect(captured.text).toContain(words['report-email'].attachedFiles);
    expect(captured.attachments.map((attachment) => attachment.filename)).toEqual([
      'traitscope-vollstaendiger-bericht-spd.pdf',
      'traitscope-brief-fuer-ihre-aerztin-oder-ihren-arzt.pdf',
    ]);
    const attachment = async (index: number) =>
      pdfText(
        await (await admin.request.get(`/api/admin/emails/${captured.id}/attachments/${index}`)).body(),
      );
    const [report, letter] = await Promise.all([attachment(0), attachment(1)]);
    for (const title of Object.values(words.report.sectionTitles)) expect(report).toContain(title);
    expect(report).toContain(words['report-routes'].routeTexts.AT.firstStep.split(': ')[0]);
    expect(report).not.toContain(MESSAGES.en.report.sectionTitles.summary);
    expect(letter).toContain('Sehr geehrte Damen und Herren');
  } finally {
    await adminContext.close();
  }
});

for (const [name, viewport] of [
  ['mobile', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test(`the German home page and a question on a ${name} screen, for the docs`, async ({
    consentedPage: page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/de/');
    await expectLive(page, 'main h1');
    await saveDocsScreenshot(page, `de-home-${name}`, { fullPage: false });
    await page.goto('/de/assessment/asd');
    await expectLive(page, 'main h1');
    await expect(page.getByRole('heading', { level: 2, name: /^Frage 1 von 20\b/ })).toBeVisible();
    await saveDocsScreenshot(page, `de-question-${name}`, { fullPage: false });
  });
}

test('a shared result, an address that leads nowhere and the do-not-invite page read in German under /de/', async ({
  consentedPage: page,
}) => {
  const missing = await page.request.get('/de/eine-seite-die-es-nicht-gibt');
  expect(missing.status()).toBe(404);
  await page.goto('/de/eine-seite-die-es-nicht-gibt');
  await expectLive(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  const parts = { autism: 30, adhd: 47, overlap: 12 };
  await page.goto(
    `/de/shared-results?${new URLSearchParams({ data: shareData('audhd', 89, new Date('2026-11-27T10:00:00Z'), parts) })}`,
  );
  await expectLive(page);
  await expect(page.getByText('Ausgefüllt am 27. November 2026')).toBeVisible();
  const summary = page.getByRole('region', { name: 'Zusammenfassung der ersten Einblicke' });
  await expect(summary).toContainText('Autismus-bezogene Merkmale: Mittlere Übereinstimmung');
  await expect(summary).toContainText('Die Antworten dieser Person beschreiben viele dieser Erfahrungen.');
  await expect(summary.getByRole('figure').first()).toContainText('30 von 52');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Diese Selbsteinschätzung ausfüllen' }).click();
  await expect(page).toHaveURL(/\/de\/assessment\/audhd$/);

  await page.goto('/de/do-not-invite');
  await expect(page.getByRole('heading', { level: 1, name: 'Keine Einladungen mehr' })).toBeVisible();
  await expect(
    page.getByText('Diese Seite funktioniert über den Link in einer Einladungs-E-Mail.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/de/shared-results?data=kaputt');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Die geteilten Daten sind unvollständig oder ungültig' }),
  ).toBeVisible();
});

test('the referral programme reads in German, its form and its messages too', async ({
  consentedPage: page,
}) => {
  await page.goto('/de/referral-program');
  await expectLive(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Freunde einladen' })).toBeVisible();
  await expect(page.getByText('0 von 3 Eingeladenen haben eine Selbsteinschätzung ausgefüllt')).toBeVisible();
  await expect(page.getByText('Sie haben noch niemanden eingeladen.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Einladung senden' }).click();
  await expect(page.getByText('Pflichtfeld', { exact: true })).toBeVisible();
  await page.getByLabel(/^E-Mail-Adresse der Person/).fill('kein-adresse');
  await expect(page.getByText('Ungültige E-Mail-Adresse', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Kopieren Empfehlungscode' }).click();
  await expectNoAxeViolations(page);
});

test('the legal texts and the Your data page read in German, their sections linked by the English ids', async ({
  consentedPage: page,
}) => {
  await page.goto('/de/terms');
  await expectLive(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeVisible();
  await expect(page.getByText(/^Gültig ab: 30\. März 2025$/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '11. Sprachfassungen' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/de/privacy-policy#information-we-collect');
  await expectLive(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
  await expect(page.locator('#information-we-collect h2')).toBeInViewport();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Zurück zur Startseite' }).click();
  await expect(page).toHaveURL(/\/de\/$/);

  await page.goto('/de/your-data');
  await expectLive(page);
  const words = MESSAGES.de['your-data'];
  await expect(page.getByRole('heading', { level: 1, name: words.heading })).toBeVisible();
  await page.getByLabel(words.emailLabel).fill('keine-adresse');
  await page.getByRole('button', { name: words.sendLink }).click();
  await expect(page.getByText(words.invalidEmail)).toBeVisible();
  await page.getByLabel(words.emailLabel).fill(uniqueEmail('daten'));
  await page.getByRole('button', { name: words.sendLink }).click();
  await expect(page.getByText(words.dataLinkSent)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await saveDocsScreenshot(page, 'de-your-data-mobile');
});

test('the language switcher leads to the same page in the other language, from the header and the footer, and remembers the choice', async ({
  consentedPage: page,
}) => {
  await page.goto('/de/terms#changes');
  await expectLive(page);
  const menu = page.getByRole('banner').locator('details');
  await expect(menu.locator('summary')).toHaveText('Sprache: Deutsch');
  await menu.locator('summary').click();
  const english = menu.getByRole('link', { name: 'English' });
  await expect(english).toHaveAttribute('hreflang', 'en');
  await expect(menu.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);
  await saveDocsScreenshot(page, 'de-language-menu-desktop', { fullPage: false });
  await english.click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and Conditions');
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'language')?.value).toBe('en');

  // The footer names every language in a row, in itself; the query of the page goes with it.
  await page.goto('/your-data?from=footer');
  await expectLive(page);
  const footerLanguages = page.getByRole('contentinfo').getByRole('navigation', { name: 'Language' });
  // The page's HTML is the same for every query: the link carries this one once the switcher is live.
  const german = footerLanguages.getByRole('link', { name: 'Deutsch' });
  await expect(german).toHaveAttribute('href', '/de/your-data?from=footer');
  await german.click();
  await expect(page).toHaveURL(/\/de\/your-data\?from=footer$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'language')?.value).toBe('de');
});

test.describe('a browser that prefers German', () => {
  test.use({ locale: 'de-AT' });

  test('is offered German in German on the English home page, once, and never redirected', async ({
    consentedPage: page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const answer = await page.request.get('/', { headers: { 'accept-language': 'de-AT,de;q=0.9' } });
    expect(answer.status()).toBe(200);
    await page.goto('/');
    await expectLive(page);
    await expect(page).toHaveURL(/\/$/);
    const suggestion = page.getByRole('complementary', { name: 'Traitscope gibt es auch auf Deutsch.' });
    await expect(suggestion).toBeVisible();
    await expect(suggestion).toHaveAttribute('lang', 'de');
    await expectNoAxeViolations(page);
    await saveDocsScreenshot(page, 'language-suggestion-mobile', { fullPage: false });
    await suggestion.getByRole('button', { name: 'Nein, danke' }).click();
    await expect(suggestion).toBeHidden();
    await page.reload();
    await expectLive(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: /Deutsch/ })).toHaveCount(0);

    // Another visit that takes it up lands on the German home page; the other pages never suggest.
    await page.context().clearCookies({ name: 'language' });
    await page.goto('/terms');
    await expectLive(page);
    await expect(page.getByRole('complementary', { name: /Deutsch/ })).toHaveCount(0);
    await page.goto('/');
    await page.getByRole('link', { name: 'Auf Deutsch lesen' }).click();
    await expect(page).toHaveURL(/\/de\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.de.home.heading);
  });
});

test('a French reader in Belgium answers in French and gets the e-mail and the whole report in French, with Belgium’s route', async ({
  consentedPage: page,
  browser,
}) => {
  // The server renders the report meanwhile, the first French one in a fresh worker of its own language.
  test.setTimeout(150_000);
  const words = MESSAGES.fr;
  const buyer = uniqueEmail('lectrice');
  const questions = getQuestions('dyslexia');
  const french = new Map(ITEMS_IN_FRENCH.items.map((item) => [item.id, item.translation]));
  const labels = ITEMS_IN_FRENCH.answerLabels.map((label) => label.translation);
  const html = await (await page.request.get('/fr/assessment/dyslexia')).text();
  expect(html).toContain('<html lang="fr">');
  // Offered: its own canonical page, naming each language's version.
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/fr\/assessment\/dyslexia" \/>/);
  expect(html).toMatch(/<link rel="alternate" hreflang="de" href="[^"]*\/de\/assessment\/dyslexia" \/>/);
  expect(html).not.toContain('noindex');
  expect(html).toContain(`<title>${words.catalogue.assessmentWords.dyslexia.name} | Traitscope</title>`);

  await page.goto('/fr/assessment/dyslexia');
  await expectLive(page, 'main h1');
  await expect(
    page.getByRole('heading', { level: 1, name: words.catalogue.assessmentWords.dyslexia.name }),
  ).toBeVisible();
  await expect(page.getByText(words.assessments.assessmentTranslationNote)).toBeVisible();
  await expectNoAxeViolations(page);
  const stored = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/assessment-results'),
  );
  for (const [index, question] of questions.entries()) {
    const heading = page.getByRole('heading', {
      level: 2,
      name: words.assessments.questionNumber({ number: index + 1, total: questions.length }),
    });
    await expect(heading).toContainText(french.get(question.id) ?? '');
    await page.getByRole('radio', { name: labels[3], exact: true }).check();
    await page.getByRole('button', { name: words.assessments.nextQuestion, exact: true }).click();
  }
  expect((await stored).postDataJSON()).toMatchObject({ assessmentType: 'dyslexia', language: 'fr' });
  await expect(page).toHaveURL(/\/fr\/results\?/);
  await page.getByRole('button', { name: words['result-context'].skipToResults }).click();

  await expect(page.getByRole('heading', { level: 1, name: words.results.pageTitle })).toBeVisible();
  await expect(page.getByRole('region', { name: words.results.insightsHeading })).toBeVisible();
  await expect(page.getByText('29,99 EUR TTC').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveDocsScreenshot(page, 'fr-results-mobile', { fullPage: false });

  await page.getByRole('button', { name: words.results.downloadReport }).click();
  await expect(page).toHaveURL(/\/fr\/standard-payment$/);
  await page.getByLabel(words.payment.emailLabel, { exact: true }).fill(buyer);
  await page.getByRole('checkbox', { name: words['answers-consent'].answersConsentLabel }).check();
  await page.getByLabel(words.payment.discountCode).fill(FREE_CODE);
  await page.getByRole('button', { name: words.payment.applyCode, exact: true }).click();
  await expect(page.getByRole('button', { name: words.payment.codeApplied })).toBeVisible();
  await page
    .getByLabel(words.payment.countryLabel)
    .selectOption({ label: words['report-routes'].countryNames.BE });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: words.payment.submitStandard }).click();
  await expect(page).toHaveURL(/\/fr\/orders\/[\w-]+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: words['payment-return'].successTitle }),
  ).toBeVisible();

  // What the reader read is what they get by mail: the e-mail and the whole report in French, Belgium's route first.
  const adminContext = await browser.newContext();
  try {
    const admin = await adminContext.newPage();
    await logInAsAdmin(admin);
    const captured = await capturedEmailTo(admin, buyer);
    expect(captured.subject).toBe(
      words['report-email'].subject({ assessmentName: words.catalogue.assessmentWords.dyslexia.name }),
    );
    expect(captured.text).toContain(words['report-email'].attachedFiles);
    expect(captured.attachments.map((attachment) => attachment.filename)).toEqual([
      `${words['report-email'].reportFileName}-dyslexia.pdf`,
      `${words['report-email'].letterFileName}.pdf`,
    ]);
    const attachment = async (index: number) =>
      pdfText(
        await (await admin.request.get(`/api/admin/emails/${captured.id}/attachments/${index}`)).body(),
      );
    const [report, letter] = await Promise.all([attachment(0), attachment(1)]);
    for (const title of Object.values(words.report.sectionTitles)) expect(report).toContain(fold(title));
    const belgium = report.indexOf(fold(words['report-routes'].routeTexts.BE.firstStep).slice(0, 60));
    expect(belgium).toBeGreaterThan(-1);
    expect(report.indexOf(fold(words['report-routes'].routeTexts.FR.firstStep).slice(0, 60))).toBeGreaterThan(
      belgium,
    );
    expect(report).not.toContain(MESSAGES.en.report.sectionTitles.summary);
    expect(letter).toContain(words['report-letter'].letterOpening);
  } finally {
    await adminContext.close();
  }
});

/** English's sentences of six words or more, from every message: none may be left on a translated page. */
const ENGLISH_SENTENCES = sentencesOf(Object.values(MESSAGES.en).flatMap(textsOf));

/** The words of a page's HTML as a reader reads them: no scripts, no tags, the entities decoded. */
function readableText(html: string): string {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
  return fold(text);
}

/** The pages of the list below that search engines index: each names its versions in every language. */
const INDEXED = [
  '/',
  ...ASSESSMENTS.map((assessment) => `/assessment/${assessment.id}`),
  '/privacy-policy',
  '/terms',
  '/referral-program',
  '/your-data',
];

/** Every language with messages besides English: each is offered or, until it is, previewed in the tests. */
const TRANSLATED = MESSAGE_LANGUAGES.filter((language) => language !== 'en');

for (const language of TRANSLATED) {
  test(`every public page in ${language} arrives in it with no English sentence left, its alternates named, and comes alive`, async ({
    page,
  }) => {
    expect(ENGLISH_SENTENCES.length).toBeGreaterThan(300);
    const paths = [
      '/',
      ...ASSESSMENTS.map((assessment) => `/assessment/${assessment.id}`),
      '/results',
      `/shared-results?data=${encodeURIComponent(shareData('adhd', 12))}`,
      '/standard-payment',
      '/privacy-policy',
      '/terms',
      '/referral-program',
      '/your-data',
      '/do-not-invite',
      '/no-such-page',
    ];
    for (const path of paths) {
      const html = await (await page.request.get(`/${language}${path}`)).text();
      expect(html, path).toContain(`<html lang="${language}">`);
      if (INDEXED.includes(path)) {
        // Its own canonical address, and every language's version named, English the default.
        const address = (of: string) => `[^"]*${of === 'en' ? '' : `/${of}`}${path === '/' ? '/' : path}`;
        expect(html, path).toMatch(new RegExp(`<link rel="canonical" href="${address(language)}" />`));
        for (const other of MESSAGE_LANGUAGES) {
          expect(html, `${path} names ${other}`).toMatch(
            new RegExp(`<link rel="alternate" hreflang="${other}" href="${address(other)}" />`),
          );
        }
        expect(html, path).toMatch(
          new RegExp(`<link rel="alternate" hreflang="x-default" href="${address('en')}" />`),
        );
        expect(html, path).not.toContain('noindex');
      }
      const text = readableText(html);
      const left = ENGLISH_SENTENCES.filter((sentence) => text.includes(fold(sentence)));
      expect(left, `/${language}${path}`).toEqual([]);
    }
    // In the browser: the page is adopted without an error, and the first question takes an answer.
    const words = MESSAGES[language];
    await page.goto(`/${language}/assessment/adhd`);
    await expectLive(page, 'main h1');
    await expect(page.getByText(words.assessments.assessmentTranslationNote)).toBeVisible();
    await page.getByRole('radio').nth(3).check();
    await page.getByRole('button', { name: words.assessments.nextQuestion, exact: true }).click();
    const second = words.assessments.questionNumber({ number: 2, total: getQuestions('adhd').length });
    await expect(page.getByRole('heading', { level: 2, name: second })).toBeVisible();
  });
}
