/** Password messages: the shared policy names each broken rule; the sign-up form shows one sentence. */
export function fieldMessageKey(message: string | undefined): string | undefined {
  if (!message?.startsWith('passwords.rules.')) return message;
  if (message.endsWith('.notCommon')) return 'accounts.password.common';
  if (message.endsWith('.maxLength')) return 'accounts.password.tooLong';
  return 'accounts.password.rules';
}
