/** The member site's wallet: what other features may use (the balance conversion panel). */
export { ConversionPanel } from './components/conversion-panel.tsx';
