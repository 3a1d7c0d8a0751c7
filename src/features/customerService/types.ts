/** Answer of POST /user-problem/get-whatsapp (overall=30), spec section 3 "Customer service response". */
export interface CustomerServiceInfo {
  /** WhatsApp-style contact number. */
  phone: string;
  /** The telephone shown and dialled. */
  va: string;
  email: string;
}

export interface GetWhatsappRequest {
  overall: 30;
}
