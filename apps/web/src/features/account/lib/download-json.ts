/** Saves `data` as a pretty-printed UTF-8 JSON file through the browser's download. */
export const downloadJson = (data: unknown, fileName: string) => {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], {
    type: 'application/json;charset=utf-8',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
