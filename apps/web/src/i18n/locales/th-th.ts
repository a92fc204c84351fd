import type { PartialCatalog } from '../catalog-types';

// Thai: header, footer and navigation basics; everything else falls back to English.
const thTH: PartialCatalog = {
  check_login_msg: 'กรุณาเข้าสู่ระบบก่อน',
  goToTop: 'กลับขึ้นด้านบน',
  common: {
    loading: 'กำลังโหลด…',
    notAvailable: 'ยังไม่เปิดให้บริการ',
    notAvailableBody: 'ส่วนนี้ยังไม่เปิดให้บริการ และจะเปิดในเวอร์ชันถัดไป',
    backHome: 'กลับหน้าแรก',
    close: 'ปิด',
  },
  language: {
    label: 'ภาษา',
    choose: 'เลือกภาษา',
  },
  nav: {
    primary: 'ห้องเกม',
    home: 'หน้าแรก',
    promotions: 'โปรโมชั่น',
    help: 'ช่วยเหลือ',
    sponsor: 'สปอนเซอร์',
    app: 'แอป',
    deposit: 'ฝากเงิน',
    account: 'บัญชี',
    agent: 'ศูนย์ตัวแทน',
    service: 'บริการลูกค้า',
    menu: 'เมนู',
    openMenu: 'เปิดเมนู',
    mobileTabs: 'ทางลัด',
  },
  header: {
    login: 'เข้าสู่ระบบ',
    register: 'สมัครสมาชิก',
    deposit: 'ฝากเงิน',
    myAccount: 'บัญชีของฉัน',
  },
  halls: {
    slot: {
      name: 'สล็อต',
    },
    live: {
      name: 'คาสิโนสด',
    },
    sport: {
      name: 'กีฬา',
    },
    lottery: {
      name: 'หวย',
    },
    card: {
      name: 'เกมไพ่',
    },
    virtual_sport: {
      name: 'กีฬาเสมือนจริง',
    },
    cockfight: {
      name: 'ชนไก่',
    },
    esport: {
      name: 'อีสปอร์ต',
    },
  },
  footer: {
    label: 'ข้อมูลเว็บไซต์',
    sections: {
      announcement: 'ประกาศ',
      deposit: 'ฝากเงิน',
      discount: 'โปรโมชั่น',
      home: 'หน้าแรก',
      letter: 'ข้อความ',
      sign_up_user: 'สมัครสมาชิก',
      sponsor: 'สปอนเซอร์',
      wallet: 'กระเป๋าเงิน',
      withdrawal: 'ถอนเงิน',
      customer_service: 'บริการลูกค้า',
      custom_link: 'ลิงก์',
    },
  },
};

export default thTH;
