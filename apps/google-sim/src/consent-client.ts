/**
 * Answers the simulator's consent page as a person would (choose the account, allow or deny) and
 * returns where Google sends the browser back to (our callback, with code and state).
 */
/** (For tests and tools driving the consent without a browser.) */
export const answerConsent = async (
  authorizeUrl: string,
  options: { account: string; decision?: 'allow' | 'deny' },
): Promise<URL> => {
  const url = new URL(authorizeUrl);
  const form = new URLSearchParams();
  for (const name of [
    'client_id',
    'redirect_uri',
    'response_type',
    'scope',
    'access_type',
    'prompt',
    'state',
    'code_challenge',
    'code_challenge_method',
  ]) {
    const value = url.searchParams.get(name);
    if (value !== null) form.set(name, value);
  }
  for (const scope of (url.searchParams.get('scope') ?? '').split(' '))
    form.append('granted_scope', scope);
  form.set('account', options.account);
  form.set('decision', options.decision ?? 'allow');
  const response = await fetch(`${url.origin}${url.pathname}/consent`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  const location = response.headers.get('location');
  if (response.status !== 302 || !location) {
    throw new Error(`consent: ${response.status} ${await response.text()}`);
  }
  return new URL(location);
};
