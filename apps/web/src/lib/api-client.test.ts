import { getHealthContract } from '@kampa/contracts/health/get-health';
import { createProjectContract } from '@kampa/contracts/project/create-project';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, setTermsRequiredListener, setTokenProvider } from './api-client';

// The web loads each contract with its first call; these loaders hand over the real contracts.
const loadHealth = async () => getHealthContract;
const loadCreateProject = async () => createProjectContract;

const health = { status: 'ok', version: '1', database: { status: 'up', latencyMs: 1 } };

describe('apiRequest', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    setTokenProvider(async () => 'token-123');
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('attaches the bearer token and shares identical GETs in flight', async () => {
    let resolve: (value: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((r) => (resolve = r)));
    const first = apiRequest(loadHealth);
    const second = apiRequest(loadHealth);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    resolve(new Response(JSON.stringify(health), { status: 200 }));
    expect(await first).toEqual(health);
    expect(await second).toEqual(health);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/health');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer token-123');

    fetchMock.mockResolvedValue(new Response(JSON.stringify(health), { status: 200 }));
    await apiRequest(loadHealth);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends JSON bodies and turns error answers into ApiError with code and field', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          error: { code: 'validation_failed', message: 'bad url', field: 'body.websiteUrl' },
        }),
        { status: 400 },
      ),
    );
    const error = await apiRequest(loadCreateProject, {
      body: { name: 'Shop', websiteUrl: 'nope' },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      field: 'body.websiteUrl',
    });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Shop', websiteUrl: 'nope' });
  });

  it('refuses an answer that does not match the contract', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ status: 'ok' }), { status: 200 }));
    await expect(apiRequest(loadHealth)).rejects.toMatchObject({
      status: 200,
      code: 'invalid_response',
    });
  });

  it('reports an unreachable server as a network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest(loadHealth)).rejects.toMatchObject({ code: 'network_error' });
  });

  it('asks the terms gate to look again when the API wants the current terms accepted', async () => {
    const onTermsRequired = vi.fn();
    setTermsRequiredListener(onTermsRequired);
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({ error: { code: 'tos_not_accepted', message: 'Accept the terms first' } }),
        { status: 403 },
      ),
    );
    await expect(apiRequest(loadHealth)).rejects.toMatchObject({ code: 'tos_not_accepted' });
    expect(onTermsRequired).toHaveBeenCalledTimes(1);
  });

  it('reads how long a 429 asks to wait from Retry-After', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          error: { code: 'rate_limited', message: 'Synced less than a minute ago' },
        }),
        { status: 429, headers: { 'retry-after': '42' } },
      ),
    );
    await expect(
      apiRequest(loadCreateProject, { body: { name: 'Shop', websiteUrl: 'https://a.cz' } }),
    ).rejects.toMatchObject({ status: 429, code: 'rate_limited', retryAfterSeconds: 42 });
  });
});
