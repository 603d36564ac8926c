/** The notes a tool result may carry: the model reads them; the offline analyst translates them. */
export const ANALYTICS_NOT_CONNECTED = 'Google Analytics is not connected';
export const ADS_NOT_CONNECTED = 'Google Ads is not connected';
export const PARTIAL_DAY = 'the range ends today, which is not over: its numbers are partial';
