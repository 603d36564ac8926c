import {
  startScriptedOpenAi,
  type ChatRequest,
  type ScriptStep,
} from '@kampa/api/test/scripted-openai';
import { startSecondApi } from '../../fixtures/second-api';
import { expect, test as base } from '../../fixtures/test';
import { presetPreferences, VIEWPORTS } from '../shell/helpers';

/**
 * A model provider that fails, seen in the browser: a second Kampa API (the same build, the
 * stack's Auth emulator) whose chat model is an OpenAI-compatible server started here, a real
 * HTTP server answering as OpenAI's API does. What it answers depends on the question: 429, 401,
 * a stream that stalls past the answer's time limit, or a call to a tool that does not exist. The
 * model's endpoint is the environment's (CHAT_BASE_URL): nothing a user sends can change it.
 */
const QUESTIONS = {
  rateLimited: 'Are we rate limited?',
  badKey: 'Is the key bad?',
  stalls: 'Does the stream stall?',
  unknownTool: 'Call the unknown tool',
  fine: 'Is everything fine?',
} as const;

const lastUserText = (request: ChatRequest) =>
  request.messages.findLast((message) => message.role === 'user')?.content ?? '';

const script = (request: ChatRequest): ScriptStep => {
  const question = lastUserText(request);
  const isAfterTool = request.messages.at(-1)?.role === 'tool';
  if (question.includes(QUESTIONS.rateLimited)) return { status: 429, error: 'Rate limit reached' };
  if (question.includes(QUESTIONS.badKey)) {
    return { status: 401, error: 'Incorrect API key provided' };
  }
  if (question.includes(QUESTIONS.stalls)) return { hangAfter: ['Let me ', 'look '] };
  if (question.includes(QUESTIONS.unknownTool) && !isAfterTool) {
    return { toolCalls: [{ name: 'drop_tables', arguments: '{}' }] };
  }
  if (isAfterTool) return { text: ['That tool ', 'is not there.'] };
  return { text: ['All ', 'fine.'] };
};

type ProviderApi = {
  url: string;
  /** The questions the model server was asked, in order. */
  asked: () => string[];
};

const test = base.extend<object, { providerApi: ProviderApi }>({
  providerApi: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from it
    async ({}, use) => {
      const openai = await startScriptedOpenAi();
      openai.setScript(script);
      const api = await startSecondApi('the API with a scripted model', {
        CHAT_PROVIDER: 'openai-compatible',
        CHAT_BASE_URL: openai.url,
        CHAT_API_KEY: 'e2e-key',
        CHAT_MODEL: 'scripted',
        CHAT_TIMEOUT_SECONDS: '3',
      });
      try {
        await use({ url: api.url, asked: () => openai.requests.map(lastUserText) });
      } finally {
        await api.stop();
        await openai.close();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ providerApi }, use) => {
    await use(providerApi.url);
  },
});

// One API for the file: its tests share one worker.
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page, context }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await presetPreferences(context, { theme: 'light', language: 'en' });
});

const CASES = [
  [QUESTIONS.rateLimited, 'too many requests'],
  [QUESTIONS.badKey, 'refused its API key'],
  [QUESTIONS.stalls, 'did not answer in time'],
] as const;

test('shows each provider failure plainly, saves no half of it, and a retry asks again', async ({
  page,
  signIn,
  createProject,
  providerApi,
}) => {
  await signIn();
  const project = await createProject();
  await page.goto(`/project/${project.uid}/chat`);
  await expect(page.getByTestId('chat-model')).toContainText('scripted');
  const box = page.getByRole('textbox', { name: 'Your question' });

  // A whole answer first, so the thread exists and holds exactly one exchange.
  await box.fill(QUESTIONS.fine);
  await box.press('Enter');
  await expect(page.getByTestId('chat-answer')).toHaveText(/All fine\./);
  await expect(page).toHaveURL(/[?&]thread=/);

  for (const [question, message] of CASES) {
    // Enter asks only once the last answer has finished (Send replaces Stop).
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
    await box.fill(question);
    await box.press('Enter');
    const alert = page.getByRole('alert').filter({ hasText: message });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Nothing was saved');
    // The failed question stays on screen to retry; no answer of it was kept.
    await expect(page.getByTestId('chat-answer')).toHaveCount(1);
    const times = () => providerApi.asked().filter((asked) => asked === question).length;
    expect(times()).toBe(1);
    await alert.getByRole('button', { name: 'Ask again' }).click();
    await expect.poll(times).toBe(2);
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(page.getByTestId('chat-answer')).toHaveCount(1);
  }

  // Read again from the server: only the whole exchange was saved.
  await page.reload();
  await expect(page.getByTestId('chat-answer')).toHaveCount(1);
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByText(QUESTIONS.fine)).toBeVisible();
  for (const [question] of CASES) await expect(conversation.getByText(question)).toHaveCount(0);
});

test('shows a call to a tool that does not exist as a failed data card, in a whole answer', async ({
  page,
  signIn,
  createProject,
}) => {
  await signIn();
  const project = await createProject();
  await page.goto(`/project/${project.uid}/chat`);
  const box = page.getByRole('textbox', { name: 'Your question' });
  await box.fill(QUESTIONS.unknownTool);
  await box.press('Enter');
  const answer = page.getByTestId('chat-answer');
  await expect(answer).toHaveText(/That tool is not there\./);
  const card = answer.getByTestId('data-card');
  await expect(card).toContainText('drop_tables');
  await expect(card).toContainText('failed');
  await card.locator('summary').first().click();
  await expect(card).toContainText(/drop_tables/);
  // Saved whole: the question and the answer with its failed call, nothing else.
  await page.reload();
  await expect(page.getByTestId('chat-answer')).toHaveCount(1);
  await expect(page.getByTestId('chat-answer').getByTestId('data-card')).toContainText('failed');
});
