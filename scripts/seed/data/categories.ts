/** User categories of the List Manager with their subcategories. */
export const CATEGORY_SEEDS: [name: string, subcategories: string[]][] = [
  ['Content Creation', ['Lifestyle Vlogging', 'Comedy Sketches', 'Tech Reviews', 'Unboxing']],
  ['Fashion & Beauty', ['Makeup', 'Streetwear', 'Ethnic Wear', 'Skincare']],
  ['Music', ['Singer', 'Music Producer', 'DJ', 'Instrumentalist']],
  ['Acting & Performance', ['Film', 'Theatre', 'Voice Acting', 'Dance']],
  ['Fitness & Wellness', ['Yoga', 'Strength Training', 'Nutrition', 'Meditation']],
  ['Food & Cooking', ['Home Cooking', 'Street Food', 'Baking', 'Restaurant Reviews']],
  ['Travel', ['Budget Travel', 'Luxury Travel', 'Adventure', 'Heritage Walks']],
  ['Gaming', ['Streaming', 'Esports', 'Mobile Gaming', 'Game Reviews']],
  ['Education', ['Languages', 'Exam Preparation', 'Personal Finance', 'Coding']],
  ['Photography & Film', ['Portraits', 'Weddings', 'Product Photography', 'Drone Video']],
  ['Brands & Retail', ['Consumer Goods', 'Fashion Label', 'Electronics', 'Local Business']],
  ['Public Sector', ['Ministry', 'Municipality', 'Public Health', 'Tourism Board']],
];

/** Categories that fit each account type (business and government accounts have their own). */
export const CATEGORIES_BY_ACCOUNT_TYPE: Record<string, string[]> = {
  influencer: [
    'Content Creation',
    'Fashion & Beauty',
    'Music',
    'Acting & Performance',
    'Fitness & Wellness',
    'Food & Cooking',
    'Travel',
    'Gaming',
    'Education',
    'Photography & Film',
  ],
  kid_influencer: ['Content Creation', 'Music', 'Acting & Performance', 'Gaming', 'Education'],
  individual: ['Content Creation', 'Music', 'Fitness & Wellness', 'Food & Cooking', 'Travel', 'Education', 'Photography & Film'],
  business: ['Brands & Retail', 'Food & Cooking', 'Fashion & Beauty', 'Travel'],
  government: ['Public Sector'],
};
