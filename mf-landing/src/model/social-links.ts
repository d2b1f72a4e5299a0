import { SOCIAL_NETWORKS, webHref, type SocialNetwork } from 'shared-contracts';

/** Brand names are not translated. */
export const NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'X',
  twitch: 'Twitch',
  youtube: 'YouTube',
  whatsapp: 'WhatsApp',
  webpage: 'Web',
  spotify: 'Spotify',
  tiktok: 'TikTok',
  tripadvisor: 'Tripadvisor',
};

/** The instance's social links in `SOCIAL_NETWORKS` order, only those with a web URL (never `javascript:`). */
export function socialLinks(socialmedia: Record<string, string>): { network: SocialNetwork; url: string }[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const url = webHref(socialmedia[network] ?? '');
    return url ? [{ network, url }] : [];
  });
}
