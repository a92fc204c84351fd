import type { ValidationMessages } from './en-us';

const taIN: ValidationMessages = {
  ph_account_name: 'உங்கள் கணக்கை உள்ளிடவும்',
  ph_password: 'உங்கள் கடவுச்சொல்லை உள்ளிடவும்',
  ph_account_verify_code: 'சரிபார்ப்புக் குறியீட்டை உள்ளிடவும்',
  verify_failed: 'சரிபார்ப்பு தோல்வியடைந்தது',
  'signup.err_withdraw_psw_required': 'பணம் எடுக்கும் கடவுச்சொல்லை உள்ளிடவும்',
  'signup.err_withdraw_psw': 'பணம் எடுக்கும் கடவுச்சொல் 4 இலக்கங்களாக இருக்க வேண்டும்',
  'signup.err_email_required': 'உங்கள் மின்னஞ்சலை உள்ளிடவும்',
  'signup.err_email_format': 'சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்',
  'signup.err_phone_required': 'உங்கள் மொபைல் எண்ணை உள்ளிடவும்',
  'signup.err_phone_digits': 'மொபைல் எண்ணில் இலக்கங்கள் மட்டுமே இருக்க வேண்டும்',
  'signup.err_phone_length': 'மொபைல் எண் சரியாக 10 இலக்கங்களாக இருக்க வேண்டும்',
  'signup.err_psw_required': 'ஒரு கடவுச்சொல்லை உள்ளிடவும்',
  'signup.err_psw_length': 'கடவுச்சொல் 6-12 எழுத்துகளாக இருக்க வேண்டும்',
  'signup.err_psw_format':
    'கடவுச்சொல்லில் எழுத்துகளும் இலக்கங்களும் மட்டுமே இருக்க வேண்டும், இரண்டிலும் குறைந்தது ஒன்று இருக்க வேண்டும்',
  'signup.err_checkPsw_diff': 'இரண்டு கடவுச்சொற்களும் பொருந்தவில்லை',
  'signup.err_account_required': 'கணக்குப் பெயரை உள்ளிடவும்',
  'signup.err_account_format':
    'கணக்குப் பெயரில் எழுத்துகள், இலக்கங்கள், அடிக்கோடு (_), இணைப்புக்குறி (-) மட்டுமே இருக்கலாம்',
  'signup.err_account_length': 'கணக்குப் பெயர் 6-12 எழுத்துகளாக இருக்க வேண்டும்',
  'signup.err_name_required': 'உங்கள் உண்மையான பெயரை உள்ளிடவும்',
  'signup.err_name_chinese': 'பெயர் சீன எழுத்துகளில் இருக்க வேண்டும்',
  'signup.err_name_one_word': 'பெயர் ஒரே சொல்லாக இருக்க வேண்டும்',
  'signup.err_birthday_incomplete': 'ஆண்டு, மாதம், நாள் மூன்றையும் தேர்ந்தெடுக்கவும், அல்லது எதையும் தேர்ந்தெடுக்க வேண்டாம்',
  'signup.err_birthday_required': 'உங்கள் பிறந்த தேதியைத் தேர்ந்தெடுக்கவும்',
  'signup.err_verify_code': 'சரிபார்ப்புக் குறியீடு 6 இலக்கங்களாக இருக்க வேண்டும்',
  'signup.err_contact_format':
    'எழுத்துகள், இலக்கங்கள், அடிக்கோடு (_), புள்ளி (.), இணைப்புக்குறி (-) மட்டுமே அனுமதிக்கப்படும்',
  'signup.err_contact_length': '5-50 எழுத்துகளாக இருக்க வேண்டும்',
  'signup.err_identity_required': 'உங்கள் அடையாள எண்ணை உள்ளிடவும்',
  'signup.err_agreement': 'சேவை ஒப்பந்தத்தை ஏற்றுக்கொள்ளவும்',
  'signup.err_field_required': 'இந்தப் புலம் கட்டாயமானது',
  'bind.err_holder_name': 'கணக்கு வைத்திருப்பவர் பெயர் நீங்கள் பதிவு செய்த பெயராகவே இருக்க வேண்டும்',
  input_too_long: 'உள்ளீடு மிக நீளமாக உள்ளது',
  input_bad_character: 'உள்ளீட்டில் அனுமதிக்கப்படாத எழுத்துகள் உள்ளன',
  url_not_allowed: 'http(s) முகவரிகள் அல்லது ஒற்றை / உடன் தொடங்கும் தளப் பாதைகள் மட்டுமே அனுமதிக்கப்படும்',
  invalid_input: 'தவறான உள்ளீடு',
  double_validation_wrong_answer_empty_member_name: 'உங்கள் உண்மையான பெயரை உள்ளிடவும்',
  double_validation_wrong_answer_empty_identity_id: 'உங்கள் அடையாள எண்ணை உள்ளிடவும்',
  double_validation_wrong_answer_empty_member_phone: 'உங்கள் மொபைல் எண்ணை உள்ளிடவும்',
  double_validation_wrong_answer_empty_member_email: 'உங்கள் மின்னஞ்சலை உள்ளிடவும்',
  double_validation_wrong_answer_empty_withdraw_password: 'உங்கள் பணம் எடுக்கும் கடவுச்சொல்லை உள்ளிடவும்',
};

export default taIN;
