import type { PartialCatalog } from '../catalog-types';

// Tamil: header, footer and navigation basics; everything else falls back to English.
const taIN: PartialCatalog = {
  check_login_msg: 'முதலில் உள்நுழையவும்.',
  goToTop: 'மேலே செல்',
  common: {
    loading: 'ஏற்றுகிறது…',
    notAvailable: 'இன்னும் கிடைக்கவில்லை',
    notAvailableBody: 'இந்தப் பகுதி இன்னும் கிடைக்கவில்லை. வரவிருக்கும் பதிப்பில் திறக்கப்படும்.',
    backHome: 'முகப்புக்குத் திரும்பு',
    close: 'மூடு',
  },
  language: {
    label: 'மொழி',
    choose: 'மொழியைத் தேர்ந்தெடுக்கவும்',
  },
  nav: {
    primary: 'விளையாட்டு அரங்குகள்',
    home: 'முகப்பு',
    promotions: 'சலுகைகள்',
    help: 'உதவி',
    sponsor: 'ஸ்பான்சர்ஷிப்',
    app: 'செயலி',
    deposit: 'வைப்பு',
    account: 'என் கணக்கு',
    agent: 'முகவர் மையம்',
    service: 'வாடிக்கையாளர் சேவை',
    menu: 'பட்டி',
    openMenu: 'பட்டியைத் திற',
    mobileTabs: 'குறுக்குவழிகள்',
  },
  header: {
    login: 'உள்நுழை',
    register: 'பதிவு செய்',
    deposit: 'வைப்பு',
    myAccount: 'என் கணக்கு',
  },
  halls: {
    slot: {
      name: 'ஸ்லாட்',
    },
    live: {
      name: 'நேரடி கேசினோ',
    },
    sport: {
      name: 'விளையாட்டு',
    },
    lottery: {
      name: 'லாட்டரி',
    },
    card: {
      name: 'சீட்டு விளையாட்டுகள்',
    },
    virtual_sport: {
      name: 'மெய்நிகர் விளையாட்டு',
    },
    cockfight: {
      name: 'சேவல் சண்டை',
    },
    esport: {
      name: 'இ-ஸ்போர்ட்ஸ்',
    },
  },
  footer: {
    label: 'தள தகவல்',
    sections: {
      announcement: 'அறிவிப்புகள்',
      deposit: 'வைப்பு',
      discount: 'சலுகைகள்',
      home: 'முகப்பு',
      letter: 'செய்திகள்',
      sign_up_user: 'பதிவு',
      sponsor: 'ஸ்பான்சர்ஷிப்',
      wallet: 'பணப்பை',
      withdrawal: 'பணம் எடுத்தல்',
      customer_service: 'வாடிக்கையாளர் சேவை',
      custom_link: 'இணைப்புகள்',
    },
  },
};

export default taIN;
