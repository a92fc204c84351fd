import type { PartialCatalog } from '../catalog-types';

// Burmese: header, footer and navigation basics; everything else falls back to English.
const myMM: PartialCatalog = {
  check_login_msg: 'ကျေးဇူးပြု၍ ဦးစွာ အကောင့်ဝင်ပါ။',
  goToTop: 'အပေါ်သို့',
  common: {
    loading: 'ဖွင့်နေသည်…',
    notAvailable: 'မရရှိနိုင်သေးပါ',
    notAvailableBody: 'ဤအပိုင်းကို မရရှိနိုင်သေးပါ။ နောက်ထွက်ရှိမည့် ဗားရှင်းတွင် ဖွင့်ပေးပါမည်။',
    backHome: 'ပင်မစာမျက်နှာသို့',
    close: 'ပိတ်ရန်',
  },
  language: {
    label: 'ဘာသာစကား',
    choose: 'ဘာသာစကား ရွေးချယ်ပါ',
  },
  nav: {
    primary: 'ဂိမ်းခန်းမ',
    home: 'ပင်မ',
    promotions: 'ပရိုမိုးရှင်း',
    help: 'အကူအညီ',
    sponsor: 'စပွန်ဆာ',
    app: 'အက်ပ်',
    deposit: 'ငွေသွင်း',
    account: 'ကျွန်ုပ်',
    agent: 'ကိုယ်စားလှယ်စင်တာ',
    service: 'ဖောက်သည်ဝန်ဆောင်မှု',
    menu: 'မီနူး',
    openMenu: 'မီနူးဖွင့်ရန်',
    mobileTabs: 'ဖြတ်လမ်းများ',
  },
  header: {
    login: 'အကောင့်ဝင်ရန်',
    register: 'စာရင်းသွင်းရန်',
    deposit: 'ငွေသွင်း',
    myAccount: 'ကျွန်ုပ်၏အကောင့်',
  },
  halls: {
    slot: {
      name: 'စလော့',
    },
    live: {
      name: 'တိုက်ရိုက်ကာစီနို',
    },
    sport: {
      name: 'အားကစား',
    },
    lottery: {
      name: 'ထီ',
    },
    card: {
      name: 'ဖဲဂိမ်း',
    },
    virtual_sport: {
      name: 'ဗာချွယ်အားကစား',
    },
    cockfight: {
      name: 'ကြက်တိုက်',
    },
    esport: {
      name: 'အီးစပို့',
    },
  },
  footer: {
    label: 'ဆိုက်အချက်အလက်',
    sections: {
      announcement: 'ကြေညာချက်များ',
      deposit: 'ငွေသွင်း',
      discount: 'ပရိုမိုးရှင်း',
      home: 'ပင်မ',
      letter: 'စာတိုများ',
      sign_up_user: 'စာရင်းသွင်းရန်',
      sponsor: 'စပွန်ဆာ',
      wallet: 'ပိုက်ဆံအိတ်',
      withdrawal: 'ငွေထုတ်',
      customer_service: 'ဖောက်သည်ဝန်ဆောင်မှု',
      custom_link: 'လင့်ခ်များ',
    },
  },
};

export default myMM;
