import { defineContract } from '../api/contract.ts';

/** For crawlers: what they may read, and where the sitemap is. Plain text, built from the route table. */
export const robotsContract = defineContract('GET', '/robots.txt');

/** For crawlers: every page that search engines may list (the route table's indexable pages). */
export const sitemapContract = defineContract('GET', '/sitemap.xml');
