/** Sends the browser to another site (Google's consent page); tests replace this module. */
export const leaveFor = (url: string) => {
  window.location.assign(url);
};
