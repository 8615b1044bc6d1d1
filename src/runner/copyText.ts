import i18next from '../i18n';
import { toast } from '../toast/toastStore';

/** Puts text on the clipboard and says so in a toast, or says it failed (in the tool's words, if given). */
export async function copyText(text: string, failed?: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast(i18next.t('common:runner.copied'));
  } catch {
    toast(failed ?? i18next.t('common:home.copyFailed'), 'destructive');
  }
}
