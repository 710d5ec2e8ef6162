/** The page a shared result link opens, in Dutch; see ../en/shared-result.ts. */
import type { ShareDecodeError } from '../../assessments/share.ts';

export const pageTitle = ({ assessment }: { assessment: string }) => `Gedeelde resultaten: ${assessment}`;
export const eyebrow = 'Gedeelde resultaten';
export const takenOn = ({ date }: { date: string }) => `Ingevuld op ${date}`;
export const summaryHeading = 'Samenvatting van de eerste inzichten';
export const score = 'Score';
export const readOnly =
  'Dit is een samenvatting van een zelfinschatting die iemand wilde delen. U kunt deze alleen lezen, niet wijzigen. Het is geen diagnose; alleen een bevoegde zorgverlener kan een diagnose stellen.';
export const takeThisAssessment = 'Doe deze zelfinschatting';
export const exploreAll = 'Bekijk alle zelfinschattingen';
export const askAgain =
  'Heeft iemand u deze link gestuurd? Dan kunt u die persoon vragen de link opnieuw te kopiëren. U kunt ook zelf een zelfinschatting doen.';
export const errors: Readonly<Record<ShareDecodeError, { title: string; description: string }>> = {
  missing: {
    title: 'De resultaten konden niet worden geladen',
    description: 'In de link zijn geen gegevens van een zelfinschatting gevonden',
  },
  invalid: {
    title: 'De gedeelde gegevens zijn onvolledig of ongeldig',
    description: 'De gedeelde gegevens van de zelfinschatting lijken ongeldig te zijn',
  },
  'unknown-type': {
    title: 'Zelfinschatting niet gevonden',
    description: 'Het soort zelfinschatting in de gedeelde resultaten wordt niet herkend',
  },
};
