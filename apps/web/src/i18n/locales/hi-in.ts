import type { PartialCatalog } from '../catalog-types';

// Hindi: header, footer and navigation basics; everything else falls back to English.
const hiIN: PartialCatalog = {
  check_login_msg: 'कृपया पहले लॉग इन करें।',
  goToTop: 'ऊपर जाएँ',
  common: {
    loading: 'लोड हो रहा है…',
    notAvailable: 'अभी उपलब्ध नहीं',
    notAvailableBody: 'यह सुविधा अभी उपलब्ध नहीं है। यह आने वाले संस्करण में शुरू होगी।',
    backHome: 'होम पर वापस जाएँ',
    close: 'बंद करें',
  },
  language: {
    label: 'भाषा',
    choose: 'भाषा चुनें',
  },
  nav: {
    primary: 'गेम हॉल',
    home: 'होम',
    promotions: 'प्रमोशन',
    help: 'सहायता',
    sponsor: 'प्रायोजन',
    app: 'ऐप',
    deposit: 'जमा',
    account: 'मेरा खाता',
    agent: 'एजेंट केंद्र',
    service: 'ग्राहक सेवा',
    menu: 'मेनू',
    openMenu: 'मेनू खोलें',
    mobileTabs: 'शॉर्टकट',
  },
  header: {
    login: 'लॉग इन',
    register: 'साइन अप करें',
    deposit: 'जमा करें',
    myAccount: 'मेरा खाता',
  },
  halls: {
    slot: {
      name: 'स्लॉट',
    },
    live: {
      name: 'लाइव कैसीनो',
    },
    sport: {
      name: 'खेल',
    },
    lottery: {
      name: 'लॉटरी',
    },
    card: {
      name: 'कार्ड गेम',
    },
    virtual_sport: {
      name: 'वर्चुअल खेल',
    },
    cockfight: {
      name: 'मुर्गा लड़ाई',
    },
    esport: {
      name: 'ई-स्पोर्ट्स',
    },
  },
  footer: {
    label: 'साइट जानकारी',
    sections: {
      announcement: 'घोषणाएँ',
      deposit: 'जमा',
      discount: 'प्रमोशन',
      home: 'होम',
      letter: 'संदेश',
      sign_up_user: 'साइन अप',
      sponsor: 'प्रायोजन',
      wallet: 'वॉलेट',
      withdrawal: 'निकासी',
      customer_service: 'ग्राहक सेवा',
      custom_link: 'लिंक',
    },
  },
};

export default hiIN;
