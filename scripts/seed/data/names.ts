/**
 * Hindi names in Devanagari with the Latin spelling used for usernames and emails.
 * Some Indian users write their names in Devanagari; search and sorting must cope with it.
 */
export const HINDI_FIRST_NAMES: [devanagari: string, latin: string][] = [
  ['आरव', 'aarav'],
  ['विवान', 'vivaan'],
  ['अर्जुन', 'arjun'],
  ['साई', 'sai'],
  ['रोहन', 'rohan'],
  ['कबीर', 'kabir'],
  ['आदित्य', 'aditya'],
  ['ईशान', 'ishaan'],
  ['राहुल', 'rahul'],
  ['अमित', 'amit'],
  ['अनन्या', 'ananya'],
  ['दीया', 'diya'],
  ['प्रिया', 'priya'],
  ['सान्वी', 'saanvi'],
  ['ईशा', 'isha'],
  ['कविता', 'kavita'],
  ['नेहा', 'neha'],
  ['पूजा', 'pooja'],
  ['मीरा', 'meera'],
  ['आशा', 'asha'],
];

export const HINDI_LAST_NAMES: [devanagari: string, latin: string][] = [
  ['शर्मा', 'sharma'],
  ['वर्मा', 'verma'],
  ['गुप्ता', 'gupta'],
  ['सिंह', 'singh'],
  ['कुमार', 'kumar'],
  ['पटेल', 'patel'],
  ['यादव', 'yadav'],
  ['मिश्रा', 'mishra'],
  ['जोशी', 'joshi'],
  ['चौहान', 'chauhan'],
  ['अग्रवाल', 'agarwal'],
  ['तिवारी', 'tiwari'],
];
