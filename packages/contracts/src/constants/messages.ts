import { displayNamesOf, requiredMessagesOf, SOURCE_REGISTRY } from '../sources/source-registry';

// Every user-facing string of spec 000 §5/§8 and 003 §5/§8, verbatim, including the spec's own
// capitalisation, punctuation and the double space in 'Created  Date is required.'. The API answers
// with these and the dashboard shows them, so both say exactly the same thing.

/** Widget editor and save sequence (spec 000 §4, §5, §8). */
export const WIDGET_MESSAGES = {
  titleRequired: 'Please enter a title for this widget.',
  previewValidation: 'Validation Error. Please fill all required fields.',
  notFound: 'Widget Not Found!',
  dataError: 'Data Error!',
  added: 'Widget added Successfully!',
  updated: 'Widget updated Successfully!',
  paymentIncomplete: 'Payment Incomplete',
  paymentIncompleteAction: 'Proceed',
  renewSubscription: 'Renew Subscription',
  renewSubscriptionAction: 'Renew',
} as const;

/**
 * Required-source messages on save (spec 000 §5). Each data source's is on its line of contracts'
 * SOURCE_REGISTRY, by its id; accessibility (a widget type reading no source) words its own. The yelp
 * type takes a business id or an address, so it names each field: the id's is its source's message.
 */
export const SOURCE_MESSAGES = {
  accessibility: 'Please Enter your website URL',
  ...requiredMessagesOf(),
  yelpBusinessId: SOURCE_REGISTRY.yelp.requiredMessage,
  yelpUrl: 'Please Enter your Yelp Business URL',
} as const;

/** The platforms as customers know them, for the preview's messages. */
export const SOURCE_SITE_NAMES = displayNamesOf('reviews');

/**
 * Why a review preview shows old data or none (issue "Review widgets"): in words a site owner
 * understands; `{site}` is the platform's name, `{date}` the day the shown reviews were read. One
 * per named outcome of the last read (issue 26 §4): unreachable, blocked, changed, and gone
 * (notFound; notAProfile for an address that is no business page); ok and empty need no words.
 */
export const SOURCE_PREVIEW_MESSAGES = {
  unreachable: "We couldn't reach {site} just now. Please try again in a few minutes.",
  unreachableStale: "We couldn't reach {site} just now, so this shows the reviews we read on {date}.",
  blocked: "{site} isn't letting us read this page right now. We'll keep trying; please check back later.",
  blockedStale: "{site} isn't letting us read this page right now, so this shows the reviews we read on {date}.",
  notAProfile: "This isn't a {site} business page. Copy the address of the business's page on {site}.",
  notFound: '{site} has no business at this address. Please check it.',
  changed: "{site} changed the way its page looks, and we can't read it yet. We're on it; please check back later.",
  changedStale:
    "{site} changed the way its page looks, and we can't read it yet, so this shows the reviews we read on {date}.",
  reading: 'We are reading the reviews from {site}. The preview fills in once they arrive.',
} as const;

/** The listing platforms as customers know them, for the preview's messages. */
export const LISTING_SITE_NAMES = displayNamesOf('listings');

/**
 * Why a listing preview shows old listings or none (issue "Listing widgets"), in a site owner's
 * words; `{site}` is the platform's name, `{date}` the day the shown listings were read.
 */
export const LISTING_PREVIEW_MESSAGES = {
  unreachable: "We couldn't reach {site} just now. Please try again in a few minutes.",
  unreachableStale: "We couldn't reach {site} just now, so this shows the listings we read on {date}.",
  blocked: "{site} isn't letting us read your listings right now. We'll keep trying; please check back later.",
  blockedStale: "{site} isn't letting us read your listings right now, so this shows the listings we read on {date}.",
  notAListingsPage:
    "There's no {site} listings page at this address. Copy the address of your company's listings page on {site}.",
  leftPlatform: 'This company is no longer on {site}, so there are no listings to show. Please check the address.',
  changed:
    "{site} changed the way its listings page looks, and we can't read it yet. We're on it; please check back later.",
  changedStale:
    "{site} changed the way its listings page looks, and we can't read it yet, so this shows the listings we read on {date}.",
  reading: 'We are reading your listings from {site}. The preview fills in once they arrive.',
} as const;

/** Password rules in the order they are checked (spec 000 §5); tooLong is the DESIGN 128 limit. */
export const PASSWORD_MESSAGES = {
  tooShort: 'Password must be at least 8 characters long.',
  uppercase: 'Password must include at least one uppercase letter.',
  lowercase: 'Password must include at least one lowercase letter.',
  number: 'Password must include at least one number.',
  special: 'Password must include at least one special character.',
  tooLong: 'Password must be at most 128 characters long.',
} as const;

/** Sign-up, sign-in, reset, verification and account page (spec 000 §2, §5, §8). */
export const ACCOUNT_MESSAGES = {
  passwordsDoNotMatch: 'Passwords do not match. Please try again.',
  linkExpired: 'The link has expired. Please reset your password again from the login page.',
  emailSent: 'Email sent successfully!',
  /** The verify-email popup's variant, without the exclamation mark (spec 000 §8). */
  verifyEmailSent: 'Email sent successfully',
  settingsSaved: 'Settings Saved!',
  emailVerified: 'Thank You for verifying your email address.',
  /** Email format rules and empty-field wording are "not shown" (spec 000 §5); these three are ours. */
  invalidEmail: 'Please enter a valid email address.',
  nameRequired: 'Please enter your name.',
  passwordRequired: 'Please enter your password.',
  /** Ours: the account page's password change checks the current password first. */
  currentPasswordWrong: 'Your current password is not correct.',
  /** Ours: a new email needs the current password (issue "What trips a customer up"). */
  currentPasswordForEmail: 'Enter your current password to change your email.',
  /** Ours: shown after a new email was asked for; {email} is the new, {current} the kept address. */
  emailChangePending: 'We sent a link to {email}. Your email stays {current} until you open it.',
  /** Ours: deleting the account asks for its password. */
  passwordToDelete: 'Enter your password to delete your account.',
  verifyLinkInvalid: 'This verification link is invalid or has expired. Please request a new one.',
  /** Ours: a verification mail is only sent to the signed-in account's own address. */
  verifyEmailNotYours: 'Please enter the email address of your account.',
  emailAlreadyVerified: 'Your email address is already verified.',
  accountDeleted: 'Your account has been deleted.',
} as const;

/** Dashboard popups (spec 000 §2). */
export const DASHBOARD_MESSAGES = {
  installTitle: 'Add Widget to your site',
  installGroupHeading: 'Display Listings from the Group:',
  copied: 'Copied',
  deleteTitle: 'Delete Widget',
  deleteConfirm: 'Do you really want to delete this widget?',
  noInstallations: 'No installations found',
  notAvailable: 'N/A',
} as const;

/** Admin forms and lists (spec 003 §5, §8). */
export const ADMIN_MESSAGES = {
  customerRequired: 'Customer is required.',
  validAmountRequired: 'Valid amount is required.',
  widgetRequired: 'Widget is required.',
  paymentMethodRequired: 'Payment method is required.',
  createdDateRequired: 'Created  Date is required.',
  nameRequired: 'Name is required',
  statusRequired: 'Status is required',
  noRecords: 'No records found',
  emailSent: 'Email sent successfully!',
  uploadMissing: 'Please select a file! and Widgetname',
  /** The user edit's widget limit: empty (the default for everyone) or a whole number. */
  widgetLimitInvalid: 'Enter a whole number of widgets from 0 to 100000, or leave it empty for the default.',
  /** Edit Subscription on an order the payment provider bills: only a cancel can be made from here. */
  providerBilled:
    'This order is billed by the payment provider, which sets its status and renewal date. Set it to canceled to end the subscription, or change it at the provider.',
} as const;

/** Customer subscription list (spec 003 §2, §8). */
export const SUBSCRIPTION_MESSAGES = {
  noResults: 'No Result Found',
  loadFailed: 'Failed to load subscriptions',
  cardElementNotFound: 'Card element not found.',
  cancelConfirm: 'Are you sure you want to cancel this subscription?',
} as const;

/** Billing answers the spec leaves unworded (spec 000 §4, 003 §4, §8). */
export const BILLING_MESSAGES = {
  /** The client's price id is not the type's current price (changed since the page loaded). */
  priceChanged: 'The price of this widget has changed. Please reload the page to see the current price.',
  /** The checkout email is not the signed-in account's. */
  emailMismatch: 'Please check out with the email address of your account.',
  notPaidType: 'This widget type is free: save it without buying a subscription.',
  alreadySubscribed: 'This widget already has a live subscription.',
  /** Card edit, cancel or resume on a subscription in a state that does not allow it. */
  notActive: 'This subscription is not active.',
  notCanceling: 'This subscription is not set to cancel.',
  cardNotYours: 'This card does not belong to your account.',
  /** DELETE /paymentMethod/{id} of the card a live subscription pays with. */
  cardInUse: 'This card pays for a subscription. Update the card on that subscription first, then delete this one.',
  providerUnavailable: 'The payment provider is not answering right now. Please try again in a moment.',
  /** Dashboard: a past_due widget's banner, and the delete popup of a paid widget. */
  pastDueBanner: 'The last payment for this widget failed. Update your card to keep it on your site.',
  deleteEndsSubscription: 'Its subscription ends now, without a refund for the rest of this month.',
  checkoutConfirming: 'Confirming your payment…',
} as const;

/** Why the card edit icon is disabled, by subscription status (spec 003 §4). */
export const CARD_TOOLTIPS = {
  incomplete: 'Please complete your payment',
  canceled: 'Your subscription has been canceled',
  expired: 'Your subscription has expired',
  incomplete_expired: 'Your subscription has expired',
  unpaid: 'Please complete your payment.',
  other: 'Inactive subscription',
} as const;

/**
 * Answers the spec leaves unworded ("not shown"), chosen once here so the API and the dashboard
 * agree. The rate-limit one is the DESIGN "429 with a clear message".
 */
export const API_MESSAGES = {
  invalidCredentials: 'Invalid email or password.',
  emailTaken: 'An account with this email already exists.',
  unauthorized: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do that.',
  notFound: 'Not found.',
  rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
  humanCheckFailed: 'We could not confirm you are human. Please try again.',
  emailNotVerified: 'Please verify your email address first.',
  subscriptionRequired: 'This widget needs an active subscription.',
  invalidInput: 'Please correct the highlighted fields.',
  serverError: 'Something went wrong. Please try again.',
  mailNotSent: 'The email could not be sent. Please try again later.',
  /** 503: the database did not answer in time; nothing is wrong with the request. */
  databaseUnavailable: 'The database is not answering right now. Please try again in a moment.',
} as const;

/** Widget API answers the spec leaves unworded (spec 000 §4, §7; 001/002 §7). */
export const WIDGET_API_MESSAGES = {
  /** A widget's type id that names no type in the library. */
  widgetTypeUnknown: 'Please choose a widget type from the Widget Library.',
  /** PUT with another type than the widget was created with. */
  widgetTypeFixed: 'The widget type cannot be changed once the widget is created.',
  siteNotFound: 'This installation no longer exists.',
  previewUnavailable: 'Preview is not available for this widget type yet.',
  /**
   * A new widget when the account already holds its most widgets (WIDGETS_PER_USER_MAX or its own
   * limit): POST /widget/, and POST /create-checkout-session for a new paid widget (before paying).
   */
  widgetLimitReached: (limit: number) =>
    `Your account can hold at most ${limit} ${limit === 1 ? 'widget' : 'widgets'}. Delete a widget you no longer use to add a new one, or contact us to raise your limit.`,
} as const;

/** Text refused before any work is done: Postgres cannot store it (DESIGN "Security rules"). */
export const TEXT_MESSAGES = {
  unstorable: 'Remove the invisible control characters or broken symbols from this text.',
} as const;

/** Every message group in one place. */
export const MESSAGES = {
  widget: WIDGET_MESSAGES,
  source: SOURCE_MESSAGES,
  password: PASSWORD_MESSAGES,
  account: ACCOUNT_MESSAGES,
  dashboard: DASHBOARD_MESSAGES,
  admin: ADMIN_MESSAGES,
  subscription: SUBSCRIPTION_MESSAGES,
  billing: BILLING_MESSAGES,
  cardTooltips: CARD_TOOLTIPS,
  api: API_MESSAGES,
  widgetApi: WIDGET_API_MESSAGES,
  text: TEXT_MESSAGES,
} as const;
