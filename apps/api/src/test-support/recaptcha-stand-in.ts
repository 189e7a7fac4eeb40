import { createServer } from 'node:http';

// A local stand-in for Google's siteverify endpoint. The token decides the answer, so a test says
// what Google would have said by the token it sends.

export const HUMAN_TOKEN = 'token-human';
export const LOW_SCORE_TOKEN = 'token-low-score';
export const WRONG_ACTION_TOKEN = 'token-wrong-action';
export const INVALID_TOKEN = 'token-invalid';
export const BORDERLINE_TOKEN = 'token-borderline';
/** Enough for an ordinary check, not for a challenged sign-in (CHALLENGE_MIN_SCORE). */
export const MIDDLING_TOKEN = 'token-middling';

const ANSWERS: Record<string, object> = {
  [HUMAN_TOKEN]: { success: true, score: 0.9, action: 'submit' },
  [LOW_SCORE_TOKEN]: { success: true, score: 0.1, action: 'submit' },
  [WRONG_ACTION_TOKEN]: { success: true, score: 0.9, action: 'login' },
  [BORDERLINE_TOKEN]: { success: true, score: 0.5, action: 'submit' },
  [MIDDLING_TOKEN]: { success: true, score: 0.6, action: 'submit' },
};

export interface RecaptchaStandIn {
  verifyUrl: string;
  /** The form bodies received, in order. */
  requests: URLSearchParams[];
  close(): Promise<void>;
}

export async function startRecaptchaStandIn(): Promise<RecaptchaStandIn> {
  const requests: URLSearchParams[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      const form = new URLSearchParams(body);
      requests.push(form);
      const answer = ANSWERS[form.get('response') ?? ''] ?? {
        success: false,
        'error-codes': ['invalid-input-response'],
      };
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the stand-in has no port');
  return {
    verifyUrl: `http://127.0.0.1:${address.port}/recaptcha/api/siteverify`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
