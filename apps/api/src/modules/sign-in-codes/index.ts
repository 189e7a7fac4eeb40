// The sign-in-codes module as other modules and the composition see it.
export { signInCodesRepositoryPlugin } from './sign-in-codes.plugin';
export { createSignInCodeService, type SignInCodeService } from './sign-in-codes.service';
