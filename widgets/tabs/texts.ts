/** The tabs widget's texts (SPEC 8), apart from the widget so they load with the registry. */
export const tabsError = (tab: string) => `Error handling tabs for ${tab}`;
export const uploadBusyTitle = 'File Upload in Progress';
export const uploadBusy = 'Please wait until the file upload has completed.';
