# Shop Test Cases: read a page's structure as data: every section's h2 in order, and one section's ordered list.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

TITLES = (By.CSS_SELECTOR, "[data-test^='test-case-'] h2")


def test_the_24_test_cases_in_order_and_the_steps_of_tc14(driver, base_url):
    driver.get(f"{base_url}/shop/testCases")
    # The page renders all sections at once: wait until the last one is there, then read them all.
    WebDriverWait(driver, 10).until(lambda d: len(d.find_elements(*TITLES)) == 24)
    titles = [title.text for title in driver.find_elements(*TITLES)]
    assert [title[:4] for title in titles] == [f"TC{n:02d}" for n in range(1, 25)]
    assert titles[13] == "TC14 Order totals"

    tc14 = driver.find_element(By.CSS_SELECTOR, "[data-test='test-case-TC14']")
    # The Steps list is the <ol> that follows the h3 "Steps".
    steps = tc14.find_elements(By.XPATH, ".//h3[normalize-space()='Steps']/following-sibling::ol[1]/li")
    assert len(steps) == 5
    assert steps[2].text == 'Open /shop/product/8 (Sun Hat), type 2 in "Quantity" and click "Add to cart".'
    expected = tc14.find_element(By.XPATH, ".//h3[normalize-space()='Expected']/following-sibling::ul[1]")
    assert '"Total: $140.36"' in expected.text
