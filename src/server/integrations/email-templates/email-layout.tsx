import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MessageLanguage } from '../../../domain/messages/messages.ts';
import { BRAND_PALETTE } from '../../../domain/site/brand-palette.ts';

/**
 * The one layout of every e-mail we send. Everything is React, so there is one escaping rule: React escapes every
 * text and attribute value, and no template builds HTML from strings. Tables and inline styles because e-mail
 * clients ignore most CSS; no images, so nothing needs to survive a client's colour inversion.
 */

export type RenderedEmail = { subject: string; html: string; text: string };

const COLOURS = BRAND_PALETTE;

const FONT = "'Atkinson Hyperlegible', 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

// Clients that honour prefers-color-scheme get a dark palette; those that invert colours themselves (Gmail,
// Outlook.com) get light-on-dark from explicit colours on every cell.
const DARK_MODE_CSS = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .ts-body, .ts-outer { background-color: #111a1f !important; }
  .ts-card { background-color: #1b262c !important; border-color: #2f3e46 !important; }
  .ts-text, .ts-card h1, .ts-card p, .ts-card td, .ts-card th { color: #eef2f4 !important; }
  .ts-card .ts-muted, .ts-card p.ts-muted { color: #b8c4cc !important; }
  .ts-card .ts-brand, .ts-card p.ts-brand, .ts-card td.ts-brand, .ts-card a { color: #7fd1c7 !important; }
  .ts-card a.ts-button { background-color: #7fd1c7 !important; color: #111a1f !important; }
  .ts-note { background-color: #262142 !important; border-color: #9d8ee0 !important; }
  .ts-soft { background-color: #163532 !important; }
}
[data-ogsc] .ts-text { color: #eef2f4 !important; }
[data-ogsc] .ts-muted { color: #b8c4cc !important; }
[data-ogsc] .ts-brand, [data-ogsc] a { color: #7fd1c7 !important; }
`;

const textStyle = (extra: Record<string, string | number> = {}) => ({
  margin: '0 0 16px',
  fontFamily: FONT,
  fontSize: '16px',
  lineHeight: '1.6',
  color: COLOURS.ink,
  ...extra,
});

/**
 * A table used for layout only (mail clients need tables for it): no spacing, no border, full width unless told,
 * and `tbody` around the rows.
 */
function LayoutTable({
  children,
  className,
  style,
  isFullWidth = true,
}: {
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
  isFullWidth?: boolean;
}) {
  return (
    <table
      role="presentation"
      className={className}
      cellPadding={0}
      cellSpacing={0}
      border={0}
      width={isFullWidth ? '100%' : undefined}
      style={style}
    >
      <tbody>{children}</tbody>
    </table>
  );
}

export function Paragraph({ children, isMuted = false }: { children: ReactNode; isMuted?: boolean }) {
  return isMuted ? (
    <p className="ts-muted" style={textStyle({ fontSize: '15px', color: COLOURS.muted })}>
      {children}
    </p>
  ) : (
    <p style={textStyle()}>{children}</p>
  );
}

export function Strong({ children }: { children: ReactNode }) {
  return <p style={textStyle({ margin: '0 0 8px', fontWeight: 700 })}>{children}</p>;
}

export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} style={{ color: COLOURS.brand, fontWeight: 700 }}>
      {children}
    </a>
  );
}

export function ButtonLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p style={textStyle({ margin: '8px 0 24px' })}>
      <a
        href={href}
        className="ts-button"
        style={{
          display: 'inline-block',
          backgroundColor: COLOURS.brand,
          color: COLOURS.surface,
          textDecoration: 'none',
          padding: '12px 20px',
          borderRadius: '8px',
          fontFamily: FONT,
          fontSize: '16px',
        }}
      >
        {children}
      </a>
    </p>
  );
}

export function BulletList({ items }: { items: readonly string[] }) {
  const cell = { fontFamily: FONT, fontSize: '16px', lineHeight: '1.6', color: COLOURS.ink };
  return (
    <LayoutTable>
      {items.map((item) => (
        <tr key={item}>
          <td className="ts-brand" width="20" valign="top" style={{ ...cell, color: COLOURS.brand }}>
            •
          </td>
          <td className="ts-text" style={cell}>
            {item}
          </td>
        </tr>
      ))}
    </LayoutTable>
  );
}

/** A pair of label and value per row, for messages to staff. */
export function FactTable({ rows }: { rows: readonly (readonly [string, string])[] }) {
  const cell = { fontFamily: FONT, fontSize: '15px', lineHeight: '1.5', padding: '4px 12px 4px 0' };
  return (
    <LayoutTable isFullWidth={false}>
      {rows.map(([label, value]) => (
        <tr key={label}>
          <th align="left" className="ts-text" style={{ ...cell, verticalAlign: 'top', color: COLOURS.ink }}>
            {label}
          </th>
          <td className="ts-text" style={{ ...cell, color: COLOURS.ink }}>
            {value}
          </td>
        </tr>
      ))}
    </LayoutTable>
  );
}

export function Callout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <LayoutTable
      className="ts-note"
      style={{
        margin: '4px 0 20px',
        backgroundColor: COLOURS.accentSoft,
        borderLeft: `4px solid ${COLOURS.accent}`,
        borderRadius: '4px',
      }}
    >
      <tr>
        <td className="ts-text" style={{ padding: '14px 16px' }}>
          <p style={textStyle({ margin: '0 0 4px', fontWeight: 700 })}>{title}</p>
          <p style={textStyle({ margin: 0 })}>{children}</p>
        </td>
      </tr>
    </LayoutTable>
  );
}

type LayoutProps = {
  subject: string;
  /** The line clients show beside the subject in a list. */
  preheader: string;
  heading: string;
  children: ReactNode;
  /** Why the reader gets this and whom to ask, in the soft band at the bottom. */
  footer: ReactNode;
  /** The language it is written in, for screen readers and translation offers: English unless given. */
  language?: MessageLanguage;
};

export function EmailLayout({ subject, preheader, heading, children, footer, language = 'en' }: LayoutProps) {
  return (
    <html lang={language} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{subject}</title>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant stylesheet, no user input */}
        <style dangerouslySetInnerHTML={{ __html: DARK_MODE_CSS }} />
      </head>
      <body className="ts-body" style={{ margin: 0, padding: 0, backgroundColor: COLOURS.paper }}>
        <div style={{ display: 'none', maxHeight: 0, overflow: 'hidden', opacity: 0, color: COLOURS.paper }}>
          {preheader}
        </div>
        <LayoutTable className="ts-outer" style={{ backgroundColor: COLOURS.paper }}>
          <tr>
            <td align="center" style={{ padding: '24px 12px' }}>
              <LayoutTable
                className="ts-card"
                style={{
                  maxWidth: '600px',
                  backgroundColor: COLOURS.surface,
                  border: `1px solid ${COLOURS.line}`,
                  borderRadius: '8px',
                }}
              >
                <tr>
                  <td className="ts-text" style={{ padding: '28px 32px 8px', fontFamily: FONT }}>
                    <p
                      className="ts-brand"
                      style={textStyle({ margin: '0 0 20px', fontWeight: 700, color: COLOURS.brand })}
                    >
                      Traitscope
                    </p>
                    <h1
                      style={{
                        margin: '0 0 16px',
                        fontFamily: FONT,
                        fontSize: '24px',
                        lineHeight: '1.3',
                        color: COLOURS.ink,
                      }}
                    >
                      {heading}
                    </h1>
                    {children}
                  </td>
                </tr>
                <tr>
                  <td
                    className="ts-soft"
                    style={{
                      padding: '20px 32px 24px',
                      backgroundColor: COLOURS.brandSoft,
                      borderRadius: '0 0 8px 8px',
                    }}
                  >
                    <div className="ts-text" style={textStyle({ fontSize: '14px', margin: 0 })}>
                      {footer}
                    </div>
                  </td>
                </tr>
              </LayoutTable>
            </td>
          </tr>
        </LayoutTable>
      </body>
    </html>
  );
}

/** The HTML document of a layout element, with the text part built from the same content by the template. */
export function renderEmail(subject: string, element: ReactElement, text: readonly string[]): RenderedEmail {
  return {
    subject,
    html: `<!DOCTYPE html>${renderToStaticMarkup(element)}`,
    text: `${text.join('\n').trimEnd()}\n`,
  };
}

/**
 * A short notice in the reader's language: its subject as the heading, a few paragraphs, at most one button, and a
 * note in the footer (why it came, whom to ask). The text part holds the same, the button as its address.
 */
export function renderNoticeEmail({
  language,
  subject,
  paragraphs,
  button,
  note,
}: {
  language: MessageLanguage;
  subject: string;
  paragraphs: readonly string[];
  button?: { label: string; href: string };
  note: string;
}): RenderedEmail {
  return renderEmail(
    subject,
    <EmailLayout
      language={language}
      subject={subject}
      preheader={paragraphs[0] ?? subject}
      heading={subject}
      footer={note}
    >
      {paragraphs.map((paragraph) => (
        <Paragraph key={paragraph}>{paragraph}</Paragraph>
      ))}
      {button ? <ButtonLink href={button.href}>{button.label}</ButtonLink> : null}
    </EmailLayout>,
    [subject, ...paragraphs, ...(button ? [`${button.label}: ${button.href}`] : []), note].flatMap((line) => [
      line,
      '',
    ]),
  );
}
