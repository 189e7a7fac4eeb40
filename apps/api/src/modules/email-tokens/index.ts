// The email-tokens module as other modules and the composition see it.
export { emailTokensRepositoryPlugin } from './email-tokens.plugin';
export {
  createEmailTokenService,
  EMAIL_TOKEN_LIFETIME_MS,
  type EmailTokenService,
  generateEmailToken,
} from './email-tokens.service';
