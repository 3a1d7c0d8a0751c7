import type { Text } from '../../i18n';

/** A payment channel of the instructions page: its name, logo, description, steps and pictures. */
export interface Channel {
  name: string;
  logo: string;
  description: Text;
  steps: { title: Text; content: Text[] }[];
  images: { title: Text; content: string[] };
}
