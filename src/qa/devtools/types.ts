/** The device fields of the test page (spec section 3, "Test device fields"), session keys too. */
export const DEVICE_FIELDS = [
  'appVersion',
  'deviceName',
  'deviceId',
  'osVersion',
  'sessionId',
  'gps_adid',
] as const;

type DeviceField = (typeof DEVICE_FIELDS)[number];

/** The editable form: the device fields plus the order (productId, orderId). */
export type DeviceFormValues = Record<DeviceField | 'productId' | 'orderId', string>;

/** Body of POST /service/login/sms-code-login (spec section 7, test page only). */
export interface SmsCodeLoginRequest {
  username: string;
  smsCode: string;
}

// Its answer (SmsCodeLoginData) is inferred from its loose schema in devtoolsSchema.ts. This file imports
// nothing of the feature: the format, schema, slice and API import it, never the other way round.
