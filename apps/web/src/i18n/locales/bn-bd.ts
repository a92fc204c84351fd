import type { PartialCatalog } from '../catalog-types';

// Bengali: header, footer and navigation basics; everything else falls back to English.
const bnBD: PartialCatalog = {
  check_login_msg: 'অনুগ্রহ করে প্রথমে লগ ইন করুন।',
  goToTop: 'উপরে যান',
  common: {
    loading: 'লোড হচ্ছে…',
    notAvailable: 'এখনও উপলব্ধ নয়',
    notAvailableBody: 'এই অংশটি এখনও উপলব্ধ নয়। আসন্ন সংস্করণে এটি চালু হবে।',
    backHome: 'হোমে ফিরে যান',
    close: 'বন্ধ করুন',
  },
  language: {
    label: 'ভাষা',
    choose: 'ভাষা বেছে নিন',
  },
  nav: {
    primary: 'গেম হল',
    home: 'হোম',
    promotions: 'প্রমোশন',
    help: 'সাহায্য',
    sponsor: 'স্পনসরশিপ',
    app: 'অ্যাপ',
    deposit: 'জমা',
    account: 'আমার অ্যাকাউন্ট',
    agent: 'এজেন্ট কেন্দ্র',
    service: 'গ্রাহক সেবা',
    menu: 'মেনু',
    openMenu: 'মেনু খুলুন',
    mobileTabs: 'শর্টকাট',
  },
  header: {
    login: 'লগ ইন',
    register: 'নিবন্ধন করুন',
    deposit: 'জমা দিন',
    myAccount: 'আমার অ্যাকাউন্ট',
  },
  halls: {
    slot: {
      name: 'স্লট',
    },
    live: {
      name: 'লাইভ ক্যাসিনো',
    },
    sport: {
      name: 'খেলাধুলা',
    },
    lottery: {
      name: 'লটারি',
    },
    card: {
      name: 'কার্ড গেম',
    },
    virtual_sport: {
      name: 'ভার্চুয়াল স্পোর্টস',
    },
    cockfight: {
      name: 'মোরগ লড়াই',
    },
    esport: {
      name: 'ই-স্পোর্টস',
    },
  },
  footer: {
    label: 'সাইটের তথ্য',
    sections: {
      announcement: 'ঘোষণা',
      deposit: 'জমা',
      discount: 'প্রমোশন',
      home: 'হোম',
      letter: 'বার্তা',
      sign_up_user: 'নিবন্ধন',
      sponsor: 'স্পনসরশিপ',
      wallet: 'ওয়ালেট',
      withdrawal: 'উত্তোলন',
      customer_service: 'গ্রাহক সেবা',
      custom_link: 'লিংক',
    },
  },
};

export default bnBD;
