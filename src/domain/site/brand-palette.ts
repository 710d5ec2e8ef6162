/**
 * The site's palette (the @theme of src/client/styles.css), for what the server draws without that stylesheet:
 * the e-mails, the report PDF and the link-preview cards. Every text colour is at least 4.5:1 on white.
 */
export const BRAND_PALETTE = {
  paper: '#faf8f5',
  surface: '#ffffff',
  ink: '#1f2933',
  muted: '#52606d',
  line: '#d9e2ec',
  brand: '#0f5e59',
  brandStrong: '#0a4743',
  brandSoft: '#e3f2ef',
  accent: '#5b4a9e',
  accentSoft: '#efecf9',
} as const;
