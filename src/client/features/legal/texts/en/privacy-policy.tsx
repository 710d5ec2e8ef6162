/**
 * The Privacy Policy in English, as a whole (see `LegalDocumentText` in ../../legal-document.tsx); ../de/ holds its
 * German translation, to be changed with it. Each section's id is the one its English title gives, and the same in
 * every language, so that links such as `/privacy-policy#information-we-collect` work in each.
 */
import { Link } from 'wouter';
import { describePeriod } from '../../../../../domain/locale/locale.ts';
import type { LegalDocumentText, LegalSection, LegalTextContext } from '../../legal-document.tsx';

export function privacyPolicyDocument({
  supportEmail,
  answersMonths,
  notFoundLogDays,
  capturedEmailDays,
}: LegalTextContext & { notFoundLogDays: number; capturedEmailDays: number }): LegalDocumentText {
  const contact = <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;
  const yourData = <Link href="/your-data">Your data</Link>;
  const answersPeriod = describePeriod(answersMonths, 'month');

  const sections: LegalSection[] = [
    {
      title: 'Introduction',
      id: 'introduction',
      content: (
        <>
          <p>
            Traitscope ("we", "us") runs this website, where adults can take short self-assessments about
            neurodivergent traits. The assessments are for information only. They are not a diagnosis.
          </p>
          <p>
            We are responsible for the personal data described in this policy. We try to collect as little as
            possible, and we want you to know exactly what happens to it. This policy covers everything you do
            on this website, including buying a Complete Report and using the referral programme.
          </p>
          <p>
            If anything here is unclear, or you have a question about your data, please write to us at{' '}
            {contact}.
          </p>
          <p>
            If we change this policy, we will update the effective date at the top of this page. If a change
            is important, we will also point it out on the website.
          </p>
        </>
      ),
    },
    {
      title: 'Information We Collect',
      id: 'information-we-collect',
      content: (
        <>
          <p>
            <strong>You do not need to give us any personal information to take an assessment.</strong> There
            is no account, no name and no login.
          </p>

          <h3>Information you choose to give us</h3>
          <p>We only have your e-mail address if you give it to us. This happens in two situations:</p>
          <ul>
            <li>
              <strong>At checkout</strong>, when you buy a Complete Report. We need your e-mail address to
              send you the report.
            </li>
            <li>
              <strong>In the referral programme</strong>, when you invite a friend by entering their e-mail
              address. We use your friend's address only to send that one invitation. We do not send them
              reminders, and we do not use it for anything else. An address gets at most one invitation from
              us in 30 days, whoever asks, and none if its owner asked us not to invite them: such an
              invitation stays on your list, but we do not send it.
            </li>
          </ul>
          <p>If you write to us, we also have your message and the address you wrote from.</p>

          <h3>Your assessment answers</h3>
          <p>
            When you finish an assessment, we store your answers and the result worked out from them (a score
            and a level). They are stored with a random visitor number, not with your name. After{' '}
            {answersPeriod} the visitor number is removed, and the answers stay only anonymously.
          </p>
          <p>
            Your answers are about things like attention, social communication, sensory experiences,
            coordination or reading. This means they can count as health-related information, which the law
            protects with extra care (Article 9 of the General Data Protection Regulation, the GDPR). We treat
            them that way.
          </p>
          <p>
            After the questions, we ask three more that you may skip: since when you have noticed these
            experiences, where in daily life they matter and how much, and one example in your own words. Your
            answers are stored with your result and used only to quote them in your Complete Report, on the
            page for a healthcare provider. They are in your download on the {yourData} page and erased with
            your result. After {answersPeriod} they are deleted, not kept anonymously: an example in your own
            words could say who you are.
          </p>
          <p>
            If you share your results, the share link itself contains only the assessment type, your score,
            your level and the date. Anyone you give the link to can see that summary.
          </p>

          <h3>When you buy a report</h3>
          <p>
            Before you order, we ask for your explicit consent with a separate box that is not ticked for you:
            that we store your answers together with your e-mail address to make your report and send it to
            you. Without it, we take no order. We record when you gave your consent and which version of this
            policy you saw.
          </p>
          <p>
            We keep a record of your order: your e-mail address, which assessment it is for, the amount, the
            date, any discount code, the payment reference from our payment provider, and whether the report
            e-mail was delivered. We never see or store your card number.
          </p>

          <h3>Information collected automatically</h3>
          <p>
            Like most websites, our server may record your IP address and information about your browser (such
            as its type and version, the page you asked for and the page that linked to it). This happens in:
          </p>
          <ul>
            <li>
              <strong>server logs</strong>, which we use to keep the site running and to find faults;
            </li>
            <li>
              <strong>security limits</strong> that stop too many requests coming from one visitor or one
              address in a short time (rate limiting);
            </li>
            <li>
              <strong>a log of pages not found</strong>: if you open an address on our site that does not
              exist, we note that address, your browser type and the page that linked to it, so we can fix
              broken links.
            </li>
          </ul>

          <h3>Cookies and your browser's storage</h3>
          <ul>
            <li>
              <strong>A visitor cookie (necessary).</strong> This is a random number that lets the site
              recognise your browser from one page to the next, for example so that only you can open your
              results. It does not contain your name or your answers, and it expires after one year.
            </li>
            <li>
              <strong>Anti-forgery protection (necessary).</strong> A security check linked to your visitor
              cookie. It stops other websites from sending forms to us in your name.
            </li>
            <li>
              <strong>A cookie-choice cookie (necessary).</strong> It says only that you have made a cookie
              choice, not which, so that pages arrive without the cookie banner. It expires after one year.
            </li>
            <li>
              <strong>A language cookie (necessary).</strong> Set only when you choose a language with the
              language switcher, or answer the home page's suggestion of another language. It holds the
              language's code (such as "de"), so that the site does not ask again. It expires after one year.
            </li>
            <li>
              <strong>Local storage.</strong> Your browser keeps your answers while an assessment is in
              progress (so a reload does not lose them) and remembers your cookie choice, your reading
              preferences (text size, spacing, typeface, background tint, theme, motion) and your read-aloud
              settings (speed, and whether each new question is read). These are necessary for the site to
              work as you asked, so they need no consent. This stays on your device and is never sent to us.
              You can clear it at any time in your browser's settings.
            </li>
          </ul>

          <h3>Optional statistics and analytics (only if you agree)</h3>
          <p>These are switched off until you switch them on in the cookie settings:</p>
          <ul>
            <li>
              <strong>Our own statistics</strong>: we count page visits and completed assessments on our own
              server, to improve the site (Functional or Analytics setting).
            </li>
            <li>
              <strong>Google Analytics</strong>, which measures how the site is used (Analytics setting).
            </li>
            <li>
              <strong>An advertising pixel from TikTok</strong>, which measures whether our adverts lead to
              purchases (Marketing setting).
            </li>
          </ul>
          <p>
            Google and TikTok never receive your answers or your results. They do see which pages you visit,
            for example which assessment page you open. You can change your choice at any time with the Cookie
            settings button at the foot of every page.
          </p>
        </>
      ),
    },
    {
      title: 'How We Use Your Information',
      id: 'how-we-use-your-information',
      content: (
        <>
          <p>We use your information only to:</p>
          <ul>
            <li>show you your results and free preliminary insights;</li>
            <li>
              process your order and e-mail you the Complete Report as a PDF, and resend it if delivery fails;
            </li>
            <li>
              send the one invitation you ask us to send to a friend, and show you whether your invited
              friends have completed an assessment, so you can earn your reward;
            </li>
            <li>answer your messages and help with problems;</li>
            <li>
              improve our assessments, by studying answers as a whole without knowing who gave them (for
              example, how often each answer to a question is chosen);
            </li>
            <li>keep the site safe and working: server logs, rate limiting and fixing broken links;</li>
            <li>understand how the site is used, but only if you have agreed to statistics or analytics.</li>
          </ul>
          <p>
            <strong>We do not sell your data.</strong> We use your e-mail address for your order and your
            report, not for a mailing list.
          </p>
          <p>
            Your results are worked out automatically from your answers. They are information for you alone:
            nobody makes decisions about you based on them.
          </p>
        </>
      ),
    },
    {
      title: 'Legal Basis for Processing',
      id: 'legal-basis-for-processing',
      content: (
        <>
          <p>The GDPR allows us to use personal data only for a recognised reason. Ours are:</p>
          <ul>
            <li>
              <strong>Providing what you asked for</strong> (a contract with you, Article 6(1)(b) GDPR):
              showing your results, processing your order and delivering your report.
            </li>
            <li>
              <strong>Your explicit consent</strong> (Article 9(2)(a) GDPR): because your answers are
              health-related, we ask for your explicit consent before we join them to your e-mail address, for
              example to send you a report about them.
            </li>
            <li>
              <strong>Your consent</strong> (Article 6(1)(a) GDPR): for optional statistics, Google Analytics
              and the TikTok pixel, which run only if you switch them on.
            </li>
            <li>
              <strong>A legal obligation</strong> (Article 6(1)(c) GDPR): keeping order records that tax and
              accounting law require.
            </li>
            <li>
              <strong>Our legitimate interests</strong> (Article 6(1)(f) GDPR): keeping the site secure and
              working (server logs, rate limiting, the log of pages not found), improving our assessments with
              anonymous analysis, sending the single invitation you asked us to send to a friend, and keeping
              invitations and referral rewards from being misused (the do-not-invite list and the limits per
              address described under Data Retention). You can object to this at any time (see section 7).
            </li>
          </ul>
          <p>
            You can withdraw your consent at any time: for your answers and e-mail address on the {yourData}{' '}
            page, which then erases them; for cookies with the cookie button. This does not affect anything we
            did with your consent before you withdrew it.
          </p>
        </>
      ),
    },
    {
      title: 'Sharing of Information',
      id: 'sharing-of-information',
      content: (
        <>
          <p>
            <strong>We do not sell or rent your personal data to anyone.</strong> We share it only with the
            few service providers we need to run the site, who may use it only on our instructions:
          </p>
          <ul>
            <li>
              <strong>Stripe</strong>, our payment provider. You enter your card details on Stripe's secure
              payment page, so we never see or store your card number. Stripe tells us whether the payment
              succeeded and gives us a payment reference. Stripe also has its own duties, for example to
              prevent fraud, under its own privacy policy.
            </li>
            <li>
              <strong>Our e-mail delivery provider</strong> (Mailgun, in its EU region), which sends report
              e-mails and referral invitations. It receives the recipient's address and the content of the
              e-mail, which for a report includes your results. It tells us when an e-mail could not be
              delivered because the address does not exist, or was reported as spam, so that we send no more
              invitations there.
            </li>
            <li>
              <strong>Our hosting provider</strong>, whose servers run the website and its database.
            </li>
            <li>
              <strong>Google and TikTok</strong>, only if you have switched on Analytics or Marketing in the
              cookie settings (see section 2).
            </li>
          </ul>
          <p>
            Some of these providers may handle data outside the European Union. When they do, they must use
            the safeguards the GDPR requires, such as the European Commission's standard contractual clauses.
          </p>
          <p>
            Within Traitscope, only a small number of authorised staff can see orders, to help with payment
            and delivery problems.
          </p>
          <p>We will only give information to public authorities when the law requires us to.</p>
        </>
      ),
    },
    {
      title: 'Data Retention',
      id: 'data-retention',
      content: (
        <>
          <p>
            We keep information only as long as we need it. A scheduled job on our server applies these
            periods every hour:
          </p>
          <ul>
            <li>
              <strong>Answers and results</strong> are kept with your random visitor number, and with your
              e-mail address if you ordered a report, for {answersPeriod}. After that the visitor number and
              the address are removed, with your answers to the three optional questions that follow an
              assessment, and only the anonymous answers remain, for analysis that helps us improve the
              assessments.
            </li>
            <li>
              <strong>Orders</strong> keep your e-mail address for {answersPeriod}. After that, or when you
              erase your data, only what tax and accounting law require stays: the amount, the date and the
              payment reference, with nothing that links them to you.
            </li>
            <li>
              <strong>E-mails we sent</strong> (the record of each delivery) are deleted after {answersPeriod}
              .
            </li>
            <li>
              <strong>A friend's e-mail address from a referral invitation</strong> is kept only to show the
              status of that invitation to the person who sent it, and for no longer than {answersPeriod}.
            </li>
            <li>
              <strong>The do-not-invite list</strong>: every invitation has a link to stop all further
              invitations. When someone uses it, or an invitation to them could not be delivered or was
              reported as spam, we note their address in a scrambled form (a keyed hash: without our server's
              secret key it cannot be turned back into the address, nor matched against a list of addresses).
              We keep this note for as long as we send invitations, because forgetting it would undo the
              request; for the same reason, erasing your data does not remove it. It names nobody, and it only
              ever stops e-mail: reports and links you ask for still reach you.
            </li>
            <li>
              <strong>Limits per address</strong>: to keep anyone from using invitations to fill a stranger's
              inbox, and to keep referral rewards fair, we note in the same scrambled form when an address
              last received an invitation and when a referral reward was last used for it. Each note is
              deleted 30 days later.
            </li>
            <li>
              <strong>Links to the Your data page</strong> work once, for one hour, and are deleted after a
              day. We store only a scrambled form of each link.
            </li>
            <li>
              <strong>The log of pages not found</strong> is deleted after{' '}
              {describePeriod(notFoundLogDays, 'day')}.
            </li>
            <li>
              <strong>Test copies of e-mails</strong>: when our e-mail delivery is switched off (for example
              on a test installation), e-mails are kept in an internal mailbox instead of being sent, and are
              deleted after {describePeriod(capturedEmailDays, 'day')}.
            </li>
            <li>
              <strong>Server logs</strong> are kept only as long as needed to keep the site secure and to fix
              faults.
            </li>
            <li>
              <strong>The visitor cookie</strong>, <strong>the cookie-choice cookie</strong> and{' '}
              <strong>the language cookie</strong> expire after one year. <strong>Local storage</strong> stays
              on your device until you clear it.
            </li>
          </ul>
        </>
      ),
    },
    {
      title: 'Your Rights',
      id: 'your-rights',
      content: (
        <>
          <p>Under the GDPR, you have the right to:</p>
          <ul>
            <li>
              <strong>Access</strong>: ask for a copy of the personal data we hold about you.
            </li>
            <li>
              <strong>Correct it</strong>: ask us to fix anything that is wrong, such as a mistyped e-mail
              address.
            </li>
            <li>
              <strong>Delete it</strong>: ask us to erase your data.
            </li>
            <li>
              <strong>Withdraw your consent</strong> at any time. For cookies and analytics, use the Cookie
              settings button at the foot of every page. For your answers and e-mail address, use the{' '}
              {yourData} page.
            </li>
            <li>
              <strong>Take it with you</strong> (portability): receive your data in a common, machine-readable
              format.
            </li>
            <li>
              <strong>Object or restrict</strong>: ask us to stop or pause using your data for a particular
              purpose.
            </li>
            <li>
              <strong>Complain</strong> to a data protection supervisory authority, for example in the EU
              country where you live or work.
            </li>
          </ul>
          <p>
            <strong>Most of these you can do yourself, at once, on the {yourData} page.</strong> Enter the
            e-mail address you ordered with and we send it a link that works once, for one hour. It opens a
            page with every result, order and invitation we hold for that address, where you can download all
            of it as a file (JSON), correct the address, or withdraw your consent and erase it. Erasing
            removes your answers, results and address everywhere, including the e-mails we still hold; we keep
            only each order's amount, date and payment reference, as tax law requires, with nothing that links
            them to you.
          </p>
          <p>
            To correct the address, we send a confirmation link to the new address. Your data moves only when
            that link is opened, and the page for the old address closes at once. If an address was only typed
            on a result, without an order from that address, the page lists that result but never shows its
            answers: anyone can type any address, and the answers belong to whoever gave them.
          </p>
          <p>
            If you did not order a report, your results are tied only to the visitor cookie of your browser:
            you can erase them with the Erase my results button on your results page.
          </p>
          <p>
            For anything else, or if you prefer, write to us at {contact}. It is free. We will reply within
            one month. Because we do not ask for your name, we may ask you for something that helps us find
            your data, such as the e-mail address you used for an order, and we may check that the address is
            really yours. We keep a record that an erasure took place (when, by whom, and how many records),
            never what was erased.
          </p>
        </>
      ),
    },
    {
      title: 'Data Security',
      id: 'data-security',
      content: (
        <>
          <p>We protect your information with care:</p>
          <ul>
            <li>The website is served over an encrypted connection (HTTPS).</li>
            <li>Card details go straight to Stripe. They never pass through our servers.</li>
            <li>
              Your visitor cookie is signed, so it cannot be forged, and scripts on web pages cannot read it.
              Every form you send is checked by our anti-forgery protection.
            </li>
            <li>Rate limiting protects the site against abuse.</li>
            <li>
              The admin area is protected by a login. Passwords are stored only in a scrambled form that
              cannot be turned back into the password, and keys for our service providers are stored
              encrypted.
            </li>
            <li>Our logs never record cookies or passwords.</li>
            <li>Only authorised staff can see orders.</li>
          </ul>
          <p>
            No system is perfectly secure. If a security problem ever puts your data at risk, we will tell you
            and the supervisory authority as the law requires.
          </p>
        </>
      ),
    },
    {
      title: 'Contact Us',
      id: 'contact-us',
      content: (
        <>
          <p>
            For any question about this policy or your data, or to use your rights, please e-mail us at{' '}
            {contact}.
          </p>
          <p>
            You can also read our <Link href="/terms">Terms and Conditions</Link>.
          </p>
        </>
      ),
    },
  ];

  return {
    title: 'Privacy Policy',
    intro: (
      <p>
        This policy explains, in plain language, what information we collect, why, and what choices you have.
        In short: you can take every assessment without telling us who you are, we only have your e-mail
        address if you give it to us, and we never sell your data.
      </p>
    ),
    sections,
  };
}
