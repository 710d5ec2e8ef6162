/** The payment page in English: the offer and the form (see shell.ts for how messages are kept). */
export const heading = 'Get Your Detailed Report';
export const lead = 'The Complete Report goes through your answers in detail and is sent to you by e-mail.';
export const loading = 'Loading payment page...';
export const cancelledStrong = 'Your payment was cancelled.';
export const cancelledRest =
  ' Nothing was charged. You can try again whenever you are ready, or simply leave this page.';
export const packageHeading = 'Assessment Report Package';
export const packageAnalysis = ({ assessment }: { assessment: string }) =>
  `${assessment} assessment analysis`;
export const productName = 'Complete Report';
export const productSummary = 'Detailed analysis with resources';
export const priceLabel = 'Price: ';
export const points = [
  'Sent to your inbox within minutes',
  'Printable, to share with a professional if you wish',
  'A one-time payment, no subscription',
];
export const yourDetails = 'Your details';
export const notADiagnosis =
  'The report is for information only and is not a diagnosis. Payments are handled by our payment provider; we never see or store your card details.';

// The form.
export const emailLabel = 'Email Address';
export const emailHint = 'Your detailed report will be sent to this email';
export const invalidEmail = 'Please enter a valid email address.';
export const countryLabel = 'Country you live in';
export const countryHint = 'Your report lists the services and organisations in this country first';
export const anotherCountry = 'Another country';
export const discountCode = 'Discount Code';
export const optional = '(optional)';
export const checkingCode = 'Checking...';
export const codeApplied = 'Applied';
export const applyCode = 'Apply';
export const codeWillApply = 'Discount code will be applied at checkout';
export const emptyCode = 'Empty Code';
export const enterCode = 'Please enter a discount code to apply.';
export const codeNotChecked = 'We could not check this code just now. Please try again.';
export const submitStandard = 'Proceed to Secure Checkout';
export const submitBasic = 'Proceed to Checkout';
export const processing = 'Processing...';
export const checkoutError = 'Checkout Error';
export const freeOrderFailed = 'Failed to process your free order. Please try again.';
export const invalidCheckoutResponse = 'Invalid checkout response. Please try again.';
export const checkoutFailed = 'Failed to create checkout session. Please try again.';
/** "By purchasing, you agree to our Terms of Service and Privacy Policy.", the two names links. */
export const agreeBefore = 'By purchasing, you agree to our ';
export const agreeTerms = 'Terms of Service';
export const agreeAnd = ' and ';
export const agreePrivacy = 'Privacy Policy';
export const agreeAfter = '.';
