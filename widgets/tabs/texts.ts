/** The tabs widget's texts (SPEC 8, schemas/interface.json), apart from the widget so they load with the registry. */
import { interfaceTexts, toastLabels } from '../../engine/interface-texts';

export const tabsError = toastLabels.tabs;
export const uploadBusyTitle = interfaceTexts.uploadBusy.title;
export const uploadBusy = interfaceTexts.uploadBusy.text;
export const uploadBusyClose = interfaceTexts.uploadBusy.close;
