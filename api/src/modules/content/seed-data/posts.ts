import type { SeedPost } from './post-type';
import { EQUIPMENT_POSTS } from './posts-equipment';
import { ALARM_POSTS } from './posts-alarm';
import { BUILDING_POSTS } from './posts-building';

/** Twelve articles, four in each blog category. */
export const SEED_POSTS: SeedPost[] = [...EQUIPMENT_POSTS, ...ALARM_POSTS, ...BUILDING_POSTS];
