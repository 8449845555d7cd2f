# Regex: extract websites, phone numbers and ZIP codes from page text with regular expressions.
import re

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

COUNTRIES = ["Argentina", "Brazil", "Germany", "Italy", "United States"]
WEBSITE = re.compile(r"Website: (https://www\.[a-z.]+\.[a-z]{2,})")
PHONE = re.compile(r"Phone: (\+\d{1,3} [\d ()-]+\d)")
ZIP_CODE = re.compile(r"ZIP code: ([A-Z]?\d{4,5}(?:-\d{3,4}|[A-Z]{3})?)")


def test_each_country_has_website_phone_and_zip(driver, base_url):
    driver.get(f"{base_url}/regex")
    zip_codes = {}
    for country in COUNTRIES:
        # The block is the section whose heading is this country.
        block = WebDriverWait(driver, 5).until(
            EC.visibility_of_element_located((By.XPATH, f"//section[.//h2[.='{country}']]"))
        )
        assert WEBSITE.search(block.text), country
        assert PHONE.search(block.text), country
        # A capture group pulls one value out of the text.
        zip_codes[country] = ZIP_CODE.search(block.text).group(1)

    assert zip_codes["Brazil"] == "01310-100"
    assert zip_codes["United States"] == "20500-0003"
