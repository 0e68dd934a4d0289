import { describe, expect, it } from 'vitest';
import { validateUserForm } from './userFormValidation';

const valid = {
  firstName: 'Asha',
  lastName: 'Verma',
  profileName: 'Asha Studio',
  username: 'asha.verma',
  dateOfBirth: '1995-04-02',
  gender: 'female',
  accountType: 'influencer',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  country: 'IN',
  state: '',
  city: 'Pune',
  zip: '',
  basedIn: 'Pune, India',
  languages: ['hi', 'en'],
  occupation: '',
  category: 'Music',
  subcategory: '',
  tags: [],
  bio: '',
  avatarUrl: null,
  introVideoUrl: '/seed/intro.webm',
  musicUrl: null,
  // Not on the form: never validated here.
  verificationStatus: 'whatever',
};

describe('validateUserForm (the server schema in the form)', () => {
  it('accepts a valid profile', () => {
    expect(validateUserForm(valid)).toEqual({});
  });

  it('explains the format of each field that breaks its rule', () => {
    const errors = validateUserForm({
      ...valid,
      username: 'Asha V',
      phone: 'call me',
      email: 'nope',
      country: 'India',
      introVideoUrl: 'intro.webm',
    });
    expect(errors).toEqual({
      username: 'app.manageUsers.validation.username',
      phone: 'app.manageUsers.validation.phone',
      email: 'app.manageUsers.validation.email',
      country: 'app.manageUsers.validation.country',
      introVideoUrl: 'app.manageUsers.validation.introVideoUrl',
    });
  });

  it('requires the non-empty text fields and refuses unknown choices', () => {
    const errors = validateUserForm({ ...valid, firstName: '  ', lastName: null, gender: 'robot' });
    expect(errors).toEqual({
      firstName: 'ra.validation.required',
      lastName: 'ra.validation.required',
      gender: 'app.manageUsers.validation.invalid',
    });
  });
});
