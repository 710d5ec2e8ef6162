import * as m from '#messages/invitation-notice';
import { acceptInviteContract } from '../../../domain/referrals/contracts.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { callApi } from '../../lib/call-api.ts';

const INVITE_PARAM = 'invite';

// Tokens already sent to the server in this page load: a link is accepted once, however often it is seen.
const acceptedTokens = new Set<string>();

/**
 * Takes the invitation token out of the address (so a reload, a bookmark or a shared link does not carry it)
 * and binds this visitor to the invitation, so the referral completes when they finish an assessment.
 * Whatever the answer, the visitor gets a calm word; nothing here stops them from using the site.
 */
export async function acceptInviteLink(): Promise<void> {
  const params = new URLSearchParams(window.location.search);
  const token = params.get(INVITE_PARAM);
  if (token === null) return;
  params.delete(INVITE_PARAM);
  const rest = params.toString();
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${rest ? `?${rest}` : ''}${hash}`);
  if (!token || acceptedTokens.has(token)) return;
  acceptedTokens.add(token);
  try {
    const { success, message } = await callApi(acceptInviteContract, { body: { token } });
    toast({ title: success ? m.accepted : m.aboutInvitation, description: message });
  } catch {
    toast({ title: m.aboutInvitation, description: m.couldNotOpen });
  }
}
