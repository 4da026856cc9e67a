/** Payments the site learns from the server: whether crypto is offered (footer, payment dialog). */
export { CRYPTO_OFFER_KEY, useCryptoOffered } from './crypto-offer';
