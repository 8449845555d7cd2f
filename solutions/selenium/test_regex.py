# Regex: extract websites, phone numbers and ZIP codes from page text with regular expressions.
import re

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

WEBSITE = re.compile(r"Website: (https://www\.[a-z.]+\.[a-z]{2,})")
PHONE = re.compile(r"Phone: (\+\d{1,3} [\d ()-]+\d)")
ZIP_CODE = re.compile(r"ZIP code: ([A-Z]?\d{4,5}(?:-\d{3,4}|[A-Z]{3})?)")


def test_each_country_has_website_phone_and_zip(driver, base_url):
    driver.get(f"{base_url}/regex")
    blocks = WebDriverWait(driver, 5).until(
        EC.presence_of_all_elements_located((By.CSS_SELECTOR, "main section"))
    )
    assert len(blocks) == 5

    zip_codes = {}
    for block in blocks:
        country = block.find_element(By.TAG_NAME, "h2").text
        text = block.text
        assert WEBSITE.search(text), country
        assert PHONE.search(text), country
        zip_codes[country] = ZIP_CODE.search(text).group(1)

    assert zip_codes["Brazil"] == "01310-100"
    assert zip_codes["United States"] == "20500-0003"
